import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  isBindableEmail,
  SECURITY_CODE_PATTERN,
  type SecurityCodeValue,
  type SecurityOverview,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import {
  dialingCodeFor,
  MobileNumberField,
  mobileNumberError,
  SmsCodeField,
} from '../../verification';
import { bindEmail, bindPhone, requestEmailCode, requestPhoneCode, securityKeys } from '../api';
import styles from './SecurityCentre.module.css';

type ContactErrors = Partial<Record<'password' | 'address' | 'code', string>>;

/**
 * Binds a phone number or an e-mail address: the login password first, then a code to the new
 * one, then the code; only then is it bound and marked verified (the server checks each step).
 */
export function ContactForm({
  kind,
  overview,
}: {
  kind: 'phone' | 'email';
  overview: SecurityOverview;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [dialingCode, setDialingCode] = useState(
    () => overview.phone?.countryDialingCode ?? dialingCodeFor(null),
  );
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const bound = kind === 'phone' ? overview.phone : overview.email;

  /** The form's own checks of the address (and the password before a code goes out). */
  const check = (withPassword: boolean): ContactErrors => {
    const found: ContactErrors = {};
    if (withPassword && !password) found.password = t('securityCentre.required');
    const addressError =
      kind === 'phone'
        ? mobileNumberError(address, {
            required: t('securityCentre.required'),
            invalid: t('verification.mobileInvalid'),
          })
        : isBindableEmail(address)
          ? undefined
          : t('securityCentre.contacts.emailInvalid');
    if (addressError) found.address = addressError;
    return found;
  };

  const sendCode = async (): Promise<SecurityCodeValue | null> => {
    const found = check(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return kind === 'phone'
      ? requestPhoneCode({ password, countryDialingCode: dialingCode, mobileNum: address })
      : requestEmailCode({ password, email: address });
  };

  const bind = useMutation({
    mutationFn: () =>
      kind === 'phone'
        ? bindPhone({ countryDialingCode: dialingCode, mobileNum: address, code })
        : bindEmail({ email: address, code }),
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKeys.overview, saved);
      setPassword('');
      setAddress('');
      setCode('');
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({ address: fields.mobileNum ?? fields.email, code: fields.code });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(false);
    if (!SECURITY_CODE_PATTERN.test(code)) found.code = t('securityCentre.codeInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) bind.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.status}>
        {bound ? (
          <>
            {kind === 'phone' && overview.phone
              ? `${overview.phone.countryDialingCode} ${overview.phone.masked}`
              : bound.masked}{' '}
            <span className={bound.verified ? styles.verified : undefined}>
              {bound.verified
                ? t('securityCentre.contacts.verified')
                : t('securityCentre.contacts.unverified')}
            </span>
          </>
        ) : (
          t('securityCentre.contacts.none')
        )}
      </p>
      <PasswordField
        label={t('securityCentre.loginPassword.current')}
        name="password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      {kind === 'phone' ? (
        <MobileNumberField
          label={t('securityCentre.contacts.newPhone')}
          value={address}
          onValueChange={setAddress}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          error={errors.address}
          required
        />
      ) : (
        <TextField
          label={t('securityCentre.contacts.newEmail')}
          name="email"
          type="email"
          value={address}
          onValueChange={setAddress}
          error={errors.address}
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          required
        />
      )}
      <SmsCodeField
        label={t('securityCentre.code')}
        name="code"
        value={code}
        onValueChange={setCode}
        onSend={sendCode}
        error={errors.code}
      />
      {bind.isError && Object.keys(fieldErrorsOf(bind.error)).length === 0 && (
        <FormMessage>{errorText(t, bind.error)}</FormMessage>
      )}
      {bind.isSuccess && (
        <FormMessage tone="success">{t('securityCentre.contacts.bound')}</FormMessage>
      )}
      <SubmitButton pending={bind.isPending}>
        {kind === 'phone'
          ? t('securityCentre.contacts.bindPhone')
          : t('securityCentre.contacts.bindEmail')}
      </SubmitButton>
    </form>
  );
}
