import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { enabledWhiteLabelFlags, REGISTRATION_MESSAGES, type LoginType } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, Tabs } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage } from '../../i18n';
import { useSiteInfo } from '../../system';
import { CaptchaField, LoginSmsFields, mobileNumberError, useLoginSms } from '../../verification';
import { openAccessDialog, type LoginHandoff } from '../access-dialogs';
import { useLoginForm } from '../hooks/useLoginForm';
import { FreePlayButton } from './FreePlayButton';
import { UsernameField } from './UsernameField';
import { DialogBanners } from '../../content';
import formStyles from '../../../ui/Form.module.css';

interface LoginDialogProps {
  onClose: () => void;
  /** Runs after a login that needs nothing more (the forced password change opens by itself). */
  onLoggedIn: () => void;
  /** Runs after free play started (spec 1 §4: then to /). */
  onFreePlay: () => void;
  /** Opened by the top bar's compact form: its username, and the failure and captcha it got. */
  handoff?: LoginHandoff;
  /** The agent page's login (spec 1 §4): non-agents are refused, and no free play is offered. */
  agentLogin?: boolean;
}

type LoginField = 'username' | 'password' | 'captcha' | 'mobile' | 'code';

/** loginPopupModal (spec 1 §2, §4, §5). */
export function LoginDialog({
  onClose,
  onLoggedIn,
  onFreePlay,
  handoff,
  agentLogin = false,
}: LoginDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const info = useSiteInfo();
  const flags = enabledWhiteLabelFlags(info?.modules ?? []);
  const smsLoginEnabled = flags.includes('MOBILEVERCODELOGIN3');
  const form = useLoginForm(handoff);
  const loginFlow = form.flow;

  const [type, setType] = useState<LoginType>('username');
  const [sms, setSms] = useLoginSms();
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});

  const activeType: LoginType = smsLoginEnabled ? type : 'username';
  const required = REGISTRATION_MESSAGES[language].required;
  const invalid = t('verification.mobileInvalid');

  const validate = (): Partial<Record<LoginField, string>> => {
    const found: Partial<Record<LoginField, string>> = {};
    if (activeType === 'username') {
      if (form.missing.username) found.username = required;
      if (form.missing.password) found.password = required;
    } else {
      found.mobile = mobileNumberError(sms.mobile, { required, invalid });
      if (!sms.code.trim()) found.code = required;
    }
    if (form.missing.captcha) found.captcha = required;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    form.submit({
      type: activeType,
      sms: activeType === 'sms' ? sms : undefined,
      agentLogin,
      onSuccess: (outcome) => {
        if (outcome === 'loggedIn') onLoggedIn();
      },
    });
  };

  const failure = form.failure;

  return (
    <Modal
      title={agentLogin ? `${t('login.title')} · ${t('session.menu.agent')}` : t('login.title')}
      onClose={onClose}
    >
      <DialogBanners dialog="login" />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {smsLoginEnabled && (
          <Tabs
            label={t('login.methodLabel')}
            tabs={[
              { id: 'username', label: t('login.byUsername') },
              { id: 'sms', label: t('login.bySms') },
            ]}
            selected={activeType}
            onSelect={(next) => {
              setType(next);
              setErrors({});
              form.reset();
            }}
          />
        )}
        {activeType === 'username' ? (
          <>
            <UsernameField
              value={form.username}
              onValueChange={form.setUsername}
              error={errors.username}
            />
            <PasswordField
              label={t('login.password')}
              name="password"
              value={form.password}
              onValueChange={form.setPassword}
              error={errors.password}
              autoComplete="current-password"
            />
          </>
        ) : (
          <LoginSmsFields
            value={sms}
            onValueChange={setSms}
            errors={errors}
            onErrorsChange={setErrors}
          />
        )}
        {loginFlow.captchaRequired && (
          <CaptchaField
            value={form.captcha}
            onValueChange={form.setCaptcha}
            image={loginFlow.captcha.image}
            onRefresh={() => loginFlow.captcha.refresh()}
            error={errors.captcha}
          />
        )}
        <div className={formStyles.inlineActions}>
          <CheckboxField
            label={t('login.remember')}
            checked={form.remember}
            onCheckedChange={form.setRemember}
          />
          <button
            type="button"
            className={formStyles.linkButton}
            onClick={() => openAccessDialog('forgetPassModal')}
          >
            {t('login.forgotPassword')}
          </button>
        </div>
        {failure !== null && <FormMessage>{errorText(t, failure)}</FormMessage>}
        <div className={formStyles.actions}>
          <SubmitButton pending={loginFlow.isPending}>
            {loginFlow.isPending ? t('login.submitting') : t('login.submit')}
          </SubmitButton>
          <p className={formStyles.muted}>
            {t('login.noAccount')}{' '}
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => openAccessDialog('registerModal')}
            >
              {t('login.registerLink')}
            </button>
          </p>
          {flags.includes('DIRECTREG3') && !agentLogin && (
            <FreePlayButton onLoggedIn={onFreePlay} />
          )}
        </div>
      </form>
    </Modal>
  );
}
