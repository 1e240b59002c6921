import { useCallback, useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MINIMUM_AGE,
  REGISTRATION_MESSAGES,
  enabledWhiteLabelFlags,
  validateRegistration,
  type RegistrationType,
} from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { CheckboxField, FormMessage, SubmitButton, Tabs, TextField } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage } from '../../i18n';
import { completeLogin, FreePlayButton, openAccessDialog } from '../../session';
import { useRegisterSettings, useSiteInfo, useSystemStatus } from '../../system';
import {
  CaptchaField,
  dialingCodeFor,
  isSliderCancelled,
  mobileNumberError,
  MobileNumberField,
  requestRegistrationSms,
  SmsCodeField,
  useCaptcha,
  useSliderVerification,
} from '../../verification';
import { register } from '../api';
import { useInvitationCode } from '../hooks/useInvitationCode';
import {
  emptyRegistrationValues,
  initialRegistrationType,
  registrationFormFields,
  registrationRequestOf,
  registrationTypes,
  type RegistrationFormField,
  type RegistrationValues,
} from '../registration-form';
import { DialogBanners } from '../../content';
import formStyles from '../../../ui/Form.module.css';
import styles from './RegisterDialog.module.css';

type FieldName = RegistrationFormField['field'];
type FormErrors = Partial<Record<FieldName | 'termsAccepted' | 'ageConfirmed', string>>;

// Written out so the translation test sees every key.
const FIELD_LABELS = {
  username: 'register.fields.username',
  password: 'register.fields.password',
  confirmPassword: 'register.fields.confirmPassword',
  payeeName: 'register.fields.payeeName',
  email: 'register.fields.email',
  qqNum: 'register.fields.qqNum',
  mobileNum: 'register.fields.mobileNum',
  recommenderId: 'register.fields.recommenderId',
  captcha: 'register.fields.captcha',
  verificationCode: 'register.fields.verificationCode',
  affiliateCode: 'register.fields.affiliateCode',
  paymentPassword: 'register.fields.paymentPassword',
  line: 'register.fields.line',
  whatsapp: 'register.fields.whatsapp',
  facebook: 'register.fields.facebook',
  wechat: 'register.fields.wechat',
  idNumber: 'register.fields.idNumber',
  birthday: 'register.fields.birthday',
} as const;

const INPUT_TYPES: Partial<Record<FieldName, HTMLInputTypeAttribute>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  payeeName: 'name',
  email: 'email',
  paymentPassword: 'off',
  birthday: 'bday',
};

const NUMERIC_FIELDS = new Set<FieldName>(['qqNum', 'whatsapp', 'paymentPassword']);

// Error codes that belong to one field rather than to the whole form.
const FIELD_OF_ERROR: Record<string, FieldName> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  INVITATION_CODE_INVALID: 'affiliateCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
};

interface RegisterDialogProps {
  onClose: () => void;
  /** Registration logs the member in; the caller goes to / (spec 1 §4). */
  onRegistered: () => void;
}

/** registerModal (spec 1 §2, §4, §5). */
export function RegisterDialog({ onClose, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const info = useSiteInfo();
  const location = useSystemStatus().data?.location;
  const flags = enabledWhiteLabelFlags(info?.modules ?? []);
  const rules = info?.registerRules ?? [];
  const minimumAge = Math.max(
    useRegisterSettings().data?.minimumAge ?? DEFAULT_MINIMUM_AGE,
    DEFAULT_MINIMUM_AGE,
  );
  const types = registrationTypes(flags);
  const invitation = useInvitationCode();
  const verify = useSliderVerification();

  const [chosenType, setChosenType] = useState<RegistrationType | null>(null);
  const type =
    chosenType && types.includes(chosenType) ? chosenType : initialRegistrationType(flags);
  const [values, setValues] = useState<RegistrationValues>(emptyRegistrationValues);
  const [dialingCode, setDialingCode] = useState(() => dialingCodeFor(location?.countryCode));
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});

  const affiliateHidden = invitation.status === 'valid' || invitation.status === 'checking';
  const affiliateForced = invitation.status === 'invalid';
  const fields = registrationFormFields(rules, flags, type, { affiliateHidden, affiliateForced });
  const asked = new Set<string>(fields.map((entry) => entry.field));
  const captcha = useCaptcha(asked.has('captcha'));
  // An invalid code from the link fills the field so the player sees and can correct it.
  const affiliateValue =
    affiliateForced && !touched.has('affiliateCode') ? invitation.code : values.affiliateCode;
  const formValues = {
    ...values,
    affiliateCode: affiliateHidden ? invitation.code : affiliateValue,
  };

  const required = REGISTRATION_MESSAGES[language].required;
  const mobileInvalid = t('verification.mobileInvalid');
  const clientErrors: FormErrors = {
    ...validateRegistration({ ...formValues, termsAccepted, ageConfirmed }, rules, language, {
      registrationType: type,
      enabledFlags: flags,
      minimumAge,
    }),
  };
  if (asked.has('mobileNum') && fields.find((entry) => entry.field === 'mobileNum')?.required) {
    clientErrors.mobileNum ??= mobileNumberError(formValues.mobileNum, {
      required,
      invalid: mobileInvalid,
    });
  }
  if (affiliateForced && !touched.has('affiliateCode')) {
    clientErrors.affiliateCode = t('register.invitationCodeError');
  }
  const visibleError = (field: keyof FormErrors): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const setValue = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'affiliateCode') setTouched((current) => new Set(current).add(field));
  };
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));

  const sendCode = useCallback(async () => {
    const problem = mobileNumberError(values.mobileNum, { required, invalid: mobileInvalid });
    setServerErrors((current) => ({ ...current, mobileNum: problem }));
    if (problem) return null;
    return verify((slider) =>
      requestRegistrationSms({
        mobileNo: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        ...slider,
      }),
    );
  }, [dialingCode, mobileInvalid, required, values.mobileNum, verify]);

  const mutation = useMutation({
    mutationFn: async () => {
      const value = await verify((slider) =>
        register(
          registrationRequestOf(formValues, fields, {
            countryDialingCode: dialingCode,
            referralCode: invitation.referralCode,
            affiliateCode: affiliateHidden ? invitation.code : undefined,
            termsAccepted,
            ageConfirmed,
            slider,
          }),
          type,
        ),
      );
      const username = type === 'registerMobile' ? formValues.mobileNum : formValues.username;
      return completeLogin(queryClient, value, { origin: 'register', username: username.trim() });
    },
    onSuccess: onRegistered,
    onError: (error) => {
      const fromServer: FormErrors = { ...fieldErrorsOf(error) };
      const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
      if (field) fromServer[field] = errorText(t, error);
      if (field === 'captcha' || asked.has('captcha')) captcha.renew();
      setServerErrors(fromServer);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.values(clientErrors).some(Boolean)) return;
    mutation.mutate();
  };

  const failure = mutation.error;
  const failureHasField =
    isApiError(failure) &&
    (FIELD_OF_ERROR[failure.code] !== undefined ||
      Object.keys(fieldErrorsOf(failure)).some((name) => asked.has(name)));
  const showFailure = mutation.isError && !isSliderCancelled(failure) && !failureHasField;

  const renderField = ({ field, required: isRequired }: RegistrationFormField) => {
    const label = t(FIELD_LABELS[field]);
    if (field === 'mobileNum') {
      return (
        <MobileNumberField
          key={field}
          label={label}
          value={values.mobileNum}
          onValueChange={(value) => setValue('mobileNum', value)}
          onBlur={() => touch('mobileNum')}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          error={visibleError('mobileNum')}
          required={isRequired}
        />
      );
    }
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={field}
          label={label}
          value={values.verificationCode}
          onValueChange={(value) => setValue('verificationCode', value)}
          onSend={sendCode}
          error={visibleError('verificationCode')}
        />
      );
    }
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          value={values.captcha}
          onValueChange={(value) => setValue('captcha', value)}
          image={captcha.image}
          onRefresh={() => captcha.refresh()}
          error={visibleError('captcha')}
        />
      );
    }
    const birthdayFormat = rules.find((rule) => rule.field === 'birthday')?.patternId === 13;
    return (
      <TextField
        key={field}
        label={label}
        name={field}
        type={INPUT_TYPES[field] ?? 'text'}
        value={field === 'affiliateCode' ? affiliateValue : values[field]}
        onValueChange={(value) => setValue(field, value)}
        onBlur={() => touch(field)}
        error={visibleError(field)}
        required={isRequired}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        inputMode={NUMERIC_FIELDS.has(field) ? 'numeric' : undefined}
        placeholder={
          field === 'birthday' ? (birthdayFormat ? 'MM-DD-YYYY' : 'YYYY-MM-DD') : undefined
        }
        maxLength={field === 'email' || field === 'payeeName' ? 128 : 64}
      />
    );
  };

  return (
    <Modal title={t('register.title')} onClose={onClose} size="large">
      <DialogBanners dialog="register" />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {types.length > 1 && (
          <Tabs
            label={t('register.methodLabel')}
            tabs={types.map((id) => ({
              id,
              label: id === 'registerMobile' ? t('register.byMobile') : t('register.byUsername'),
            }))}
            selected={type}
            onSelect={(next) => {
              setChosenType(next);
              setSubmitted(false);
              setServerErrors({});
              mutation.reset();
            }}
          />
        )}
        {invitation.status === 'valid' && (
          <FormMessage tone="success">
            {invitation.agentNickname
              ? t('register.invitedBy', { agent: invitation.agentNickname })
              : t('register.invited')}
          </FormMessage>
        )}
        {fields.map(renderField)}
        <CheckboxField
          name="termsAccepted"
          label={
            <>
              {t('register.termsPrefix')}{' '}
              <a href="/help#term" target="_blank" rel="noopener noreferrer">
                {t('help.termsTitle')}
              </a>
            </>
          }
          checked={termsAccepted}
          onCheckedChange={setTermsAccepted}
          error={submitted ? clientErrors.termsAccepted : undefined}
        />
        <CheckboxField
          name="ageConfirmed"
          label={t('register.ageConfirm', { age: minimumAge })}
          checked={ageConfirmed}
          onCheckedChange={setAgeConfirmed}
          error={submitted ? clientErrors.ageConfirmed : undefined}
        />
        {showFailure && <FormMessage>{errorText(t, failure)}</FormMessage>}
        <div className={formStyles.actions}>
          <SubmitButton pending={mutation.isPending}>
            {mutation.isPending ? t('register.submitting') : t('register.submit')}
          </SubmitButton>
          <p className={formStyles.muted}>
            {t('register.haveAccount')}{' '}
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => openAccessDialog('loginPopupModal')}
            >
              {t('register.loginLink')}
            </button>
          </p>
          {flags.includes('DIRECTREG3') && <FreePlayButton onLoggedIn={onRegistered} />}
        </div>
        <p className={styles.age}>{t('register.ageNotice')}</p>
      </form>
    </Modal>
  );
}
