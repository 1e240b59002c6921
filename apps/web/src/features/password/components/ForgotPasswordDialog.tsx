import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REGISTER_FIELD_PATTERNS,
  REGISTRATION_MESSAGES,
  enabledWhiteLabelFlags,
  validatePasswordChange,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton, Tabs, TextField } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage } from '../../i18n';
import { completeLogin, UsernameField } from '../../session';
import { useSiteInfo } from '../../system';
import { LoginSmsFields, mobileNumberError, useLoginSms } from '../../verification';
import { requestPasswordEmail, resetPasswordByEmail, resetPasswordByPhone } from '../api';
import { NO_NEW_PASSWORDS, NewPasswordFields } from './NewPasswordFields';
import { DialogBanners } from '../../content';
import formStyles from '../../../ui/Form.module.css';

type RecoveryMethod = 'email' | 'mobile';
type Errors = Partial<
  Record<'username' | 'email' | 'mobile' | 'code' | 'newPassword' | 'confirmNewPassword', string>
>;

const EMAIL_PATTERN = REGISTER_FIELD_PATTERNS[3];

interface ForgotPasswordDialogProps {
  /** The token of a recovery link the player opened: the dialog asks for the new password. */
  recoveryToken?: string;
  onClose: () => void;
  /** A phone reset logs the player in (spec 1 §4); the caller goes to /. */
  onLoggedIn: () => void;
}

/** forgetPassModal: by e-mail (default) or by phone (default when CHNGPASSVERIF3 is on). */
export function ForgotPasswordDialog({
  recoveryToken,
  onClose,
  onLoggedIn,
}: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const flags = enabledWhiteLabelFlags(info?.modules ?? []);
  const [method, setMethod] = useState<RecoveryMethod>(
    flags.includes('CHNGPASSVERIF3') ? 'mobile' : 'email',
  );

  if (recoveryToken) {
    return (
      <Modal title={t('password.forgotTitle')} onClose={onClose}>
        <LinkRecovery token={recoveryToken} onLoggedIn={onLoggedIn} />
      </Modal>
    );
  }
  return (
    <Modal title={t('password.forgotTitle')} onClose={onClose}>
      <DialogBanners dialog="forgotPassword" />
      <div className={formStyles.form}>
        <Tabs
          label={t('password.methodLabel')}
          tabs={[
            { id: 'email', label: t('password.byEmail') },
            { id: 'mobile', label: t('password.byMobile') },
          ]}
          selected={method}
          onSelect={setMethod}
        />
        {method === 'email' ? <EmailRecovery /> : <PhoneRecovery onLoggedIn={onLoggedIn} />}
      </div>
    </Modal>
  );
}

function EmailRecovery() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: requestPasswordEmail });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = REGISTRATION_MESSAGES[language].required;
    const found: Errors = {};
    if (!username.trim()) found.username = required;
    if (!email.trim()) found.email = required;
    else if (!EMAIL_PATTERN?.matches(email.trim())) found.email = t('password.emailInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) {
      mutation.mutate({ username: username.trim(), email: email.trim() });
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <UsernameField value={username} onValueChange={setUsername} error={errors.username} />
      <TextField
        label={t('password.email')}
        name="email"
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        required
        autoComplete="email"
        maxLength={128}
      />
      {/* The answer is the same whether or not the account exists: 'in_been_out'. */}
      {mutation.isSuccess && <FormMessage tone="success">{t('password.emailSent')}</FormMessage>}
      {mutation.isError && <FormMessage>{errorText(t, mutation.error)}</FormMessage>}
      <SubmitButton pending={mutation.isPending}>{t('password.emailSubmit')}</SubmitButton>
    </form>
  );
}

/** The page a recovery e-mail's link opens: the new password, then the player is logged in. */
function LinkRecovery({ token, onLoggedIn }: { token: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const rules = useSiteInfo()?.registerRules ?? [];
  const [passwords, setPasswords] = useState(NO_NEW_PASSWORDS);
  const [errors, setErrors] = useState<Errors>({});

  const mutation = useMutation({
    mutationFn: async () => {
      const value = await resetPasswordByEmail({
        token,
        newPassword: passwords.newPassword.trim(),
        confirmNewPassword: passwords.confirmNewPassword.trim(),
      });
      return completeLogin(queryClient, value, { origin: 'emailReset', username: value.account });
    },
    onSuccess: onLoggedIn,
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({ newPassword: fields.newPassword, confirmNewPassword: fields.confirmNewPassword });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(passwords, rules, language, { oldPasswordKnown: true });
    setErrors(found);
    if (Object.values(found).every((message) => !message)) mutation.mutate();
  };

  const validationFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p>{t('password.linkIntro')}</p>
      <NewPasswordFields value={passwords} onValueChange={setPasswords} errors={errors} />
      {mutation.isError && !validationFailed && (
        <FormMessage>{errorText(t, mutation.error)}</FormMessage>
      )}
      <SubmitButton pending={mutation.isPending}>{t('password.linkSubmit')}</SubmitButton>
    </form>
  );
}

function PhoneRecovery({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const rules = useSiteInfo()?.registerRules ?? [];
  const [sms, setSms] = useLoginSms();
  const [passwords, setPasswords] = useState(NO_NEW_PASSWORDS);
  const [errors, setErrors] = useState<Errors>({});
  const required = REGISTRATION_MESSAGES[language].required;
  const invalid = t('verification.mobileInvalid');

  const mutation = useMutation({
    mutationFn: async () => {
      const value = await resetPasswordByPhone({
        newPassword: passwords.newPassword.trim(),
        mobileNum: sms.mobile.trim(),
        verificationCode: sms.code.trim(),
        countryDialingCode: sms.dialingCode,
      });
      return completeLogin(queryClient, value, {
        origin: 'phoneReset',
        username: sms.mobile.trim(),
      });
    },
    onSuccess: onLoggedIn,
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({
        mobile: fields.mobileNum,
        code: fields.verificationCode,
        newPassword: fields.newPassword,
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwordErrors = validatePasswordChange(passwords, rules, language, {
      oldPasswordKnown: true,
    });
    const found: Errors = {
      mobile: mobileNumberError(sms.mobile, { required, invalid }),
      code: sms.code.trim() ? undefined : required,
      newPassword: passwordErrors.newPassword,
      confirmNewPassword: passwordErrors.confirmNewPassword,
    };
    setErrors(found);
    if (Object.values(found).every((message) => !message)) mutation.mutate();
  };

  const validationFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <LoginSmsFields
        value={sms}
        onValueChange={setSms}
        errors={errors}
        onErrorsChange={setErrors}
      />
      <NewPasswordFields value={passwords} onValueChange={setPasswords} errors={errors} />
      {mutation.isError && !validationFailed && (
        <FormMessage>{errorText(t, mutation.error)}</FormMessage>
      )}
      <SubmitButton pending={mutation.isPending}>{t('password.resetSubmit')}</SubmitButton>
    </form>
  );
}
