import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { useSystemStatus } from '../../system';
import { requestLoginSms } from '../api';
import { dialingCodeFor } from '../dialing-codes';
import { useSliderVerification } from '../hooks/useSliderVerification';
import { mobileNumberError } from '../mobile-number';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';

export interface LoginSms {
  mobile: string;
  dialingCode: string;
  code: string;
}

/** The form state behind LoginSmsFields; the dialing code starts as the visitor's country's. */
export function useLoginSms() {
  const location = useSystemStatus().data?.location;
  return useState<LoginSms>(() => ({
    mobile: '',
    dialingCode: dialingCodeFor(location?.countryCode),
    code: '',
  }));
}

type LoginSmsErrors = Partial<Record<'mobile' | 'code', string>>;

interface LoginSmsFieldsProps<E extends LoginSmsErrors> {
  value: LoginSms;
  onValueChange: Dispatch<SetStateAction<LoginSms>>;
  errors: E;
  /** The form's errors: asking for a code checks the number first and says there what is wrong. */
  onErrorsChange: Dispatch<SetStateAction<E>>;
}

/** A mobile number and the login SMS code sent to it, for the SMS login and the phone reset. */
export function LoginSmsFields<E extends LoginSmsErrors>({
  value,
  onValueChange,
  errors,
  onErrorsChange,
}: LoginSmsFieldsProps<E>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const verify = useSliderVerification();
  const { mobile, dialingCode } = value;
  const required = REGISTRATION_MESSAGES[language].required;
  const invalid = t('verification.mobileInvalid');

  const sendCode = useCallback(async () => {
    const problem = mobileNumberError(mobile, { required, invalid });
    onErrorsChange((current) => ({ ...current, mobile: problem }));
    if (problem) return null;
    return verify((slider) =>
      requestLoginSms({ mobileNum: mobile.trim(), countryDialingCode: dialingCode, ...slider }),
    );
  }, [dialingCode, invalid, mobile, onErrorsChange, required, verify]);

  return (
    <>
      <MobileNumberField
        label={t('login.mobile')}
        value={mobile}
        onValueChange={(next) => onValueChange((current) => ({ ...current, mobile: next }))}
        dialingCode={dialingCode}
        onDialingCodeChange={(next) =>
          onValueChange((current) => ({ ...current, dialingCode: next }))
        }
        error={errors.mobile}
        required
      />
      <SmsCodeField
        value={value.code}
        onValueChange={(next) => onValueChange((current) => ({ ...current, code: next }))}
        onSend={sendCode}
        error={errors.code}
      />
    </>
  );
}
