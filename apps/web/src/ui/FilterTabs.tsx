import styles from './FilterTabs.module.css';

export interface FilterOption<T extends string> {
  value: T | null;
  label: string;
}

interface FilterTabsProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A row of toggle buttons that filters a list; null is the "all" choice. */
export function FilterTabs<T extends string>({
  label,
  options,
  value,
  onChange,
}: FilterTabsProps<T>) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.tab}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
