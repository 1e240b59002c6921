import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsCodeValue } from '@wps/shared-types';
import { AlertDialog } from '../../../ui/AlertDialog';
import { TextField } from '../../../ui/Form';
import styles from '../../../ui/Form.module.css';
import { errorText } from '../../../api/error-text';
import { useCountdown } from '../hooks/useCountdown';
import { useThrottle } from '../hooks/useThrottle';
import { isSliderCancelled } from '../slider-store';

/** Spec 1 §9: at most one SMS request per second. */
export const SMS_REQUEST_THROTTLE_MS = 1000;

interface SmsCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Sends the code; null when the form refused to (it shows why next to the number). */
  onSend: () => Promise<SmsCodeValue | null>;
  error?: string | null;
  label?: string;
  name?: string;
}

/**
 * The SMS code input and its send button. After a send the button counts down expiredMinutes x 60
 * seconds; a failed request shows a warning dialog with the reason (spec 1 §8).
 */
export function SmsCodeField({
  value,
  onValueChange,
  onSend,
  error,
  label,
  name = 'verificationCode',
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = useThrottle(
    useCallback(() => {
      setSending(true);
      onSend()
        .then((answer) => {
          if (answer) start(answer.expiredMinutes * 60);
        })
        .catch((reason: unknown) => {
          if (!isSliderCancelled(reason)) setFailure(reason);
        })
        .finally(() => setSending(false));
    }, [onSend, start]),
    SMS_REQUEST_THROTTLE_MS,
  );

  return (
    <>
      <TextField
        label={label ?? t('verification.smsCode')}
        name={name}
        value={value}
        onValueChange={(next) => onValueChange(next.replace(/\s/g, ''))}
        error={error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={
          <button
            type="button"
            className={styles.sideButton}
            onClick={() => send()}
            disabled={sending || remaining > 0}
          >
            {remaining > 0
              ? t('verification.resendIn', { seconds: remaining })
              : t('verification.sendCode')}
          </button>
        }
      />
      {failure !== null && (
        <AlertDialog title={t('verification.smsFailedTitle')} onClose={() => setFailure(null)}>
          <p>{errorText(t, failure)}</p>
        </AlertDialog>
      )}
    </>
  );
}
