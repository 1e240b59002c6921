import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Form.module.css';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'required' | 'prefix'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and announced; the input is marked invalid. */
  error?: string | null;
  /** Marks the label with * (spec 1 §5); the form checks the value itself. */
  required?: boolean;
  /** Before the input inside the same row (a dialing-code select). */
  prefix?: ReactNode;
  /** After the input inside the same row (a send-code button, a captcha image). */
  addon?: ReactNode;
  hint?: string;
  /**
   * A one-line bar (the top bar's login form): the label is visually hidden but still names the
   * input, the placeholder repeats it, and the input is smaller.
   */
  compact?: boolean;
}

/** A labelled input with its error text; the form validates, so no native `required` popups. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  required = false,
  prefix,
  addon,
  hint,
  compact = false,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={compact ? styles.compactField : styles.field}>
      {/* The * of a required field is drawn by CSS, so it is not part of the label's name. */}
      <label
        htmlFor={inputId}
        className={
          compact
            ? 'visually-hidden'
            : required
              ? `${styles.label} ${styles.requiredLabel}`
              : styles.label
        }
      >
        {label}
      </label>
      <div className={styles.row}>
        {prefix}
        <input
          id={inputId}
          className={compact ? `${styles.input} ${styles.compactInput}` : styles.input}
          placeholder={compact ? label : undefined}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A required password input; every password the site takes is at most 128 characters. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'required' | 'maxLength'>) {
  return <TextField type="password" required maxLength={128} {...props} />;
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
  name?: string;
}

export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  name,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <label htmlFor={id} className={styles.checkboxLabel}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (a failed call); announced when it appears. */
export function FormMessage({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success';
}) {
  return (
    <p
      className={tone === 'error' ? styles.formError : styles.formSuccess}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

/** The form's primary button; disabled while the form's call runs, so it is sent once. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`button button--primary ${styles.submit}`} disabled={pending}>
      {children}
    </button>
  );
}

interface TabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
}

/** Tabs that switch the form below them; arrow keys move between tabs. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect }: TabsProps<T>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            event.preventDefault();
            const step = event.key === 'ArrowRight' ? 1 : -1;
            const next = tabs[(index + step + tabs.length) % tabs.length];
            if (!next) return;
            onSelect(next.id);
            const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
            (
              buttons?.[(index + step + tabs.length) % tabs.length] as HTMLElement | undefined
            )?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
