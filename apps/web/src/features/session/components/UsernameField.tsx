import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Form';

interface UsernameFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** The top bar's one-line form (label visually hidden). */
  compact?: boolean;
}

/** The account name as the login and the e-mail password reset ask for it. */
export function UsernameField({ value, onValueChange, error, compact }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.username')}
      name="username"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
      autoComplete="username"
      maxLength={64}
      compact={compact}
    />
  );
}
