import { Field } from './Field';
import ui from './ui.module.css';

interface NumberFieldsetProps<Key extends string> {
  legend: string;
  disabled: boolean;
  fields: readonly Key[];
  label: (field: Key) => string;
  value: (field: Key) => string;
  /** The text of a field's problem, shown under it; undefined while it has none. */
  problem: (field: Key) => string | undefined;
  onChange: (field: Key, value: string) => void;
}

/**
 * A settings card of amounts and counts (a transfer's or a withdrawal's min, max and daily
 * limits), each field with its problem under it.
 */
export function NumberFieldset<Key extends string>({
  legend,
  disabled,
  fields,
  label,
  value,
  problem,
  onChange,
}: NumberFieldsetProps<Key>) {
  return (
    <fieldset className={ui.card} disabled={disabled}>
      <legend className={ui.cardTitle}>{legend}</legend>
      {fields.map((field) => {
        const text = problem(field);
        return (
          <div key={field}>
            <Field
              label={label(field)}
              value={value(field)}
              inputMode="decimal"
              aria-invalid={text ? true : undefined}
              onValueChange={(next) => onChange(field, next)}
            />
            {text ? (
              <p className={ui.error} role="alert">
                {text}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
