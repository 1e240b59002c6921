import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validatePasswordChange, type PasswordChangeErrors } from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage } from '../../i18n';
import { loadLoginInfo, openAccessDialog, sessionStore } from '../../session';
import { useSiteInfo } from '../../system';
import { changePassword } from '../api';
import { NO_NEW_PASSWORDS, NewPasswordFields } from './NewPasswordFields';
import formStyles from '../../../ui/Form.module.css';

interface ChangePasswordDialogProps {
  /** The default or an expired password: no way around it but signing out. */
  forced: boolean;
  /** The password just used to log in, so the player need not type it again. */
  knownPassword?: string;
  onClose: () => void;
  /** Runs once the new password is saved and the login info reloaded. */
  onChanged: () => void;
}

/** changePassModal (spec 1 §4, §5). */
export function ChangePasswordDialog({
  forced,
  knownPassword,
  onClose,
  onChanged,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const rules = useSiteInfo()?.registerRules ?? [];
  const [oldPassword, setOldPassword] = useState('');
  const [passwords, setPasswords] = useState(NO_NEW_PASSWORDS);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const oldPasswordKnown = knownPassword !== undefined && knownPassword !== '';

  const mutation = useMutation({
    mutationFn: async () => {
      await changePassword({
        oldPassword: oldPasswordKnown ? knownPassword : oldPassword.trim(),
        newPassword: passwords.newPassword.trim(),
        confirmNewPassword: passwords.confirmNewPassword.trim(),
      });
      sessionStore.passwordChanged();
      await loadLoginInfo(queryClient);
    },
    onSuccess: onChanged,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange({ oldPassword, ...passwords }, rules, language, {
      oldPasswordKnown,
    });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  const validationFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;

  return (
    <Modal
      title={t('password.changeTitle')}
      onClose={onClose}
      closable={!forced}
      closeOnEscape={!forced}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {forced && <FormMessage tone="success">{t('password.forcedNotice')}</FormMessage>}
        {!oldPasswordKnown && (
          <PasswordField
            label={t('password.oldPassword')}
            name="oldPassword"
            value={oldPassword}
            onValueChange={setOldPassword}
            error={errors.oldPassword}
            autoComplete="current-password"
          />
        )}
        <NewPasswordFields value={passwords} onValueChange={setPasswords} errors={errors} />
        {mutation.isError && !validationFailed && (
          <FormMessage>{errorText(t, mutation.error)}</FormMessage>
        )}
        <div className={formStyles.actions}>
          <SubmitButton pending={mutation.isPending}>{t('password.changeSubmit')}</SubmitButton>
          {forced && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => openAccessDialog('signOut')}
            >
              {t('session.signOut')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
