import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { OPERATOR_PASSWORD_LENGTH } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { changePassword } from '../api';
import { useEnterConsole, useSignOut } from '../hooks/useSession';
import { AuthFrame } from './AuthFrame';

const { min, max } = OPERATOR_PASSWORD_LENGTH;

/** The first sign-in's password change: every other console route waits for it. */
export function ChangePasswordPage() {
  const { t } = useConsoleTranslation();
  const enterConsole = useEnterConsole();
  const signOut = useSignOut('here');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: changePassword, onSuccess: enterConsole });

  const passwordProblem = (): string | null => {
    if (!currentPassword) return t('changePassword.currentRequired');
    if (newPassword.length < min || newPassword.length > max) {
      return t('changePassword.length', { min, max });
    }
    return newPassword === repeated ? null : t('changePassword.mismatch');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem();
    setProblem(found);
    if (!found) mutation.mutate({ currentPassword, newPassword });
  };

  return (
    <AuthFrame title={t('changePassword.title')}>
      <form className={ui.form} onSubmit={submit} noValidate>
        <p className={ui.muted}>{t('changePassword.text', { min, max })}</p>
        <Field
          label={t('changePassword.current')}
          type="password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          autoComplete="current-password"
        />
        <Field
          label={t('changePassword.new')}
          type="password"
          value={newPassword}
          onValueChange={setNewPassword}
          autoComplete="new-password"
        />
        <Field
          label={t('changePassword.repeat')}
          type="password"
          value={repeated}
          onValueChange={setRepeated}
          autoComplete="new-password"
        />
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
        {mutation.isError && !problem ? <ErrorMessage error={mutation.error} /> : null}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t('changePassword.submit')}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('common.signOut')}
        </button>
      </form>
    </AuthFrame>
  );
}
