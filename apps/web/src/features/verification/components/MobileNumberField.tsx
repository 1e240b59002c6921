import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Form';
import styles from '../../../ui/Form.module.css';
import { COUNTRY_DIALING_CODES } from '../dialing-codes';

interface MobileNumberFieldProps {
  label: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  error?: string | null;
  required?: boolean;
  onBlur?: () => void;
}

/** A mobile number with its country dialing code (+60 Malaysia by default). */
export function MobileNumberField({
  label,
  name = 'mobileNum',
  value,
  onValueChange,
  dialingCode,
  onDialingCodeChange,
  error,
  required = false,
  onBlur,
}: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onValueChange={(next) => onValueChange(next.replace(/[^\d]/g, ''))}
      onBlur={onBlur}
      error={error}
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      prefix={
        <select
          className={styles.select}
          value={dialingCode}
          onChange={(event) => onDialingCodeChange(event.target.value)}
          aria-label={t('verification.dialingCode')}
        >
          {COUNTRY_DIALING_CODES.map((entry) => (
            <option key={entry.countryCode} value={entry.countryDialingCode}>
              {entry.countryDialingCode}
            </option>
          ))}
        </select>
      }
    />
  );
}
