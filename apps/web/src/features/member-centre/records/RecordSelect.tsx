import { useTranslation } from 'react-i18next';

interface RecordSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  /** Undefined when the member picks "all". */
  onChange: (value: Value | undefined) => void;
}

/** One filter of a records page: a labelled list whose first choice is "all". */
export function RecordSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: RecordSelectProps<Value>) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value)
        }
      >
        <option value="">{t('records.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
