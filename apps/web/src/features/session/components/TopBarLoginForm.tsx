import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/Form';
import { isSliderCancelled } from '../../verification';
import { openAccessDialog } from '../access-dialogs';
import { asksForCaptcha } from '../hooks/useLogin';
import { useLoginForm } from '../hooks/useLoginForm';
import { UsernameField } from './UsernameField';
import styles from './TopBarLoginForm.module.css';

/**
 * The top bar's login form for visitors on wide screens (spec 1 §2): username, password, log in,
 * register and forgot password. It logs in through the same `useLoginForm` as loginPopupModal;
 * having no room for messages or a captcha, it hands anything more to that dialog: an incomplete
 * form opens it with the username, and so does a failure, with its message (and the captcha
 * when the failure asks for one).
 */
export function TopBarLoginForm() {
  const { t } = useTranslation();
  const form = useLoginForm();
  const pending = form.flow.isPending;

  const openDialog = (error: unknown = null) =>
    openAccessDialog('loginPopupModal', {
      login: {
        username: form.username.trim(),
        error,
        captchaRequired: error !== null && asksForCaptcha(error),
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (form.missing.username || form.missing.password) {
      openDialog();
      return;
    }
    form.submit({
      onError: (error) => {
        form.setPassword('');
        // Closing the slider is the player's choice, not a failure to explain.
        if (!isSliderCancelled(error)) openDialog(error);
      },
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('login.formLabel')}
      aria-busy={pending || undefined}
    >
      <UsernameField compact value={form.username} onValueChange={form.setUsername} />
      <PasswordField
        compact
        label={t('login.password')}
        name="password"
        value={form.password}
        onValueChange={form.setPassword}
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary button--small" disabled={pending}>
        {t('login.submit')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => openAccessDialog('registerModal')}
      >
        {t('shell.topBar.register')}
      </button>
      <button
        type="button"
        className={styles.forgot}
        onClick={() => openAccessDialog('forgetPassModal')}
      >
        {t('login.forgotPassword')}
      </button>
    </form>
  );
}
