import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/Form';

export interface NewPasswords {
  newPassword: string;
  confirmNewPassword: string;
}

export const NO_NEW_PASSWORDS: NewPasswords = { newPassword: '', confirmNewPassword: '' };

// The label keys are written out: the translations test looks for every key as a literal.
const FIELDS = [
  { name: 'newPassword', label: 'password.newPassword' },
  { name: 'confirmNewPassword', label: 'password.confirmNewPassword' },
] as const;

interface NewPasswordFieldsProps {
  value: NewPasswords;
  onValueChange: Dispatch<SetStateAction<NewPasswords>>;
  errors: Partial<Record<keyof NewPasswords, string>>;
}

/** The new password typed twice, for the password change and the phone reset. */
export function NewPasswordFields({ value, onValueChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return FIELDS.map(({ name, label }) => (
    <PasswordField
      key={name}
      label={t(label)}
      name={name}
      value={value[name]}
      onValueChange={(next) => onValueChange((current) => ({ ...current, [name]: next }))}
      error={errors[name]}
      autoComplete="new-password"
    />
  ));
}
