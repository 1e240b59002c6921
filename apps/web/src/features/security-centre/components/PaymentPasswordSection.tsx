import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PASSWORD_PATTERN,
  type PaymentPasswordStatus,
  type SecurityCodeChannel,
  type SecurityOverview,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton, Tabs } from '../../../ui/Form';
import { SmsCodeField } from '../../verification';
import {
  requestPaymentPasswordResetCode,
  resetPaymentPassword,
  securityKeys,
  setPaymentPassword,
} from '../api';
import styles from './SecurityCentre.module.css';

type Mode = 'set' | 'reset';
type PaymentErrors = Partial<
  Record<'password' | 'code' | 'paymentPassword' | 'confirmPaymentPassword', string>
>;

/** The new payment password and its confirmation, as the server checks them. */
function paymentPasswordErrors(
  paymentPassword: string,
  confirmation: string,
  messages: { format: string; mismatch: string },
): PaymentErrors {
  if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) return { paymentPassword: messages.format };
  if (confirmation !== paymentPassword) return { confirmPaymentPassword: messages.mismatch };
  return {};
}

/**
 * Sets or changes the payment password with the login password, or resets a forgotten (or
 * locked) one with a code to the member's verified phone or e-mail.
 */
export function PaymentPasswordSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = overview.paymentPassword;
  const channels: SecurityCodeChannel[] = [
    ...(overview.phone?.verified ? (['SMS'] as const) : []),
    ...(overview.email?.verified ? (['EMAIL'] as const) : []),
  ];
  const [mode, setMode] = useState<Mode>('set');
  const [channel, setChannel] = useState<SecurityCodeChannel>(channels[0] ?? 'SMS');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [paymentPassword, setPaymentPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PaymentErrors>({});

  const save = useMutation({
    mutationFn: (): Promise<PaymentPasswordStatus> =>
      mode === 'set'
        ? setPaymentPassword({
            password,
            paymentPassword,
            confirmPaymentPassword: confirmation,
          })
        : resetPaymentPassword({ code, paymentPassword, confirmPaymentPassword: confirmation }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SecurityOverview>(securityKeys.overview, (previous) =>
        previous ? { ...previous, paymentPassword: saved } : previous,
      );
      setPassword('');
      setCode('');
      setPaymentPasswordValue('');
      setConfirmation('');
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paymentPasswordErrors(paymentPassword, confirmation, {
      format: t('securityCentre.payment.format'),
      mismatch: t('securityCentre.payment.mismatch'),
    });
    if (mode === 'set' && !password) found.password = t('securityCentre.required');
    if (mode === 'reset' && !code) found.code = t('securityCentre.required');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const lockedUntil = status.lockedUntil
    ? new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
        timeStyle: 'short',
      }).format(new Date(status.lockedUntil))
    : null;

  return (
    <div className={styles.form}>
      <p className={styles.status}>
        {lockedUntil
          ? t('securityCentre.payment.locked', { time: lockedUntil })
          : status.isSet
            ? t('securityCentre.payment.isSet')
            : t('securityCentre.payment.notSet')}
      </p>
      <Tabs
        label={t('securityCentre.payment.title')}
        tabs={[
          {
            id: 'set',
            label: status.isSet
              ? t('securityCentre.payment.change')
              : t('securityCentre.payment.set'),
          },
          { id: 'reset', label: t('securityCentre.payment.reset') },
        ]}
        selected={mode}
        onSelect={(next) => {
          setMode(next);
          setErrors({});
          save.reset();
        }}
      />
      {mode === 'reset' && channels.length === 0 ? (
        <p className={styles.status}>{t('securityCentre.payment.resetNeedsContact')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {mode === 'set' ? (
            <PasswordField
              label={t('securityCentre.loginPassword.current')}
              name="password"
              value={password}
              onValueChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
            />
          ) : (
            <>
              {channels.length > 1 && (
                <label className={styles.status}>
                  {t('securityCentre.payment.sendTo')}{' '}
                  <select
                    value={channel}
                    onChange={(event) => setChannel(event.target.value as SecurityCodeChannel)}
                  >
                    <option value="SMS">{t('securityCentre.payment.bySms')}</option>
                    <option value="EMAIL">{t('securityCentre.payment.byEmail')}</option>
                  </select>
                </label>
              )}
              <SmsCodeField
                label={t('securityCentre.code')}
                name="code"
                value={code}
                onValueChange={setCode}
                onSend={() => requestPaymentPasswordResetCode({ channel })}
                error={errors.code}
              />
            </>
          )}
          <PasswordField
            label={t('securityCentre.payment.newPassword')}
            name="paymentPassword"
            value={paymentPassword}
            onValueChange={setPaymentPasswordValue}
            error={errors.paymentPassword}
            inputMode="numeric"
            autoComplete="off"
          />
          <PasswordField
            label={t('securityCentre.payment.confirmPassword')}
            name="confirmPaymentPassword"
            value={confirmation}
            onValueChange={setConfirmation}
            error={errors.confirmPaymentPassword}
            inputMode="numeric"
            autoComplete="off"
          />
          {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 && (
            <FormMessage>{errorText(t, save.error)}</FormMessage>
          )}
          {save.isSuccess && (
            <FormMessage tone="success">{t('securityCentre.payment.saved')}</FormMessage>
          )}
          <SubmitButton pending={save.isPending}>{t('securityCentre.payment.save')}</SubmitButton>
        </form>
      )}
    </div>
  );
}
