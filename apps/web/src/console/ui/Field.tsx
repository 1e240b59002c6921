import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './ui.module.css';

/** The ids that tie a control to its label and hint. */
interface ControlIds {
  id: string;
  'aria-describedby': string | undefined;
}

/** A control with its label above and its hint, when there is one, under it. */
function LabelledControl(props: {
  label: string;
  hint?: string;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.children({ id, 'aria-describedby': props.hint ? hintId : undefined })}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
}

/** A labelled input. */
export function Field({ label, value, onValueChange, hint, ...input }: FieldProps) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(ids) => (
        <input
          {...ids}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
      )}
    </LabelledControl>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
}

export function TextAreaField({ label, value, onValueChange, hint, ...area }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(ids) => (
        <textarea
          {...ids}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...area}
        />
      )}
    </LabelledControl>
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckField({ label, checked, onCheckedChange, disabled }: CheckFieldProps) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled drop-down. */
export function SelectField({ label, value, onValueChange, options, ...select }: SelectFieldProps) {
  return (
    <LabelledControl label={label}>
      {(ids) => (
        <select
          {...ids}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
