import { useState } from 'react';
import type { LoginType } from '@wps/shared-types';
import { clientState } from '../../../lib/client-state';
import { isSliderCancelled } from '../../verification';
import type { LoginHandoff } from '../access-dialogs';
import type { LoginOutcome } from '../login-flow';
import { useLogin } from './useLogin';

export interface LoginSubmitOptions {
  type?: LoginType;
  /** The mobile number and SMS code replace username and password for an SMS login. */
  sms?: { mobile: string; code: string; dialingCode: string };
  onSuccess?: (outcome: LoginOutcome) => void;
  onError?: (error: unknown) => void;
  /** The agent page's login. */
  agentLogin?: boolean;
}

/**
 * The state of a username-and-password login form, shared by loginPopupModal and the top bar's
 * compact form so both log in the same way (spec 1 §4, §5): the remembered username prefilled,
 * remember-me on when it was remembered, inputs trimmed by `useLogin`, the captcha once asked.
 * `handoff` is what the compact form passes on to the dialog after a failure.
 */
export function useLoginForm(handoff?: LoginHandoff) {
  const [rememberedUsername] = useState(() => clientState.getRememberedUsername());
  const [username, setUsername] = useState(handoff?.username || (rememberedUsername ?? ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedUsername !== null);
  const [captcha, setCaptcha] = useState('');
  const [handoffError, setHandoffError] = useState<unknown>(handoff?.error ?? null);
  const flow = useLogin({ captchaRequired: handoff?.captchaRequired });

  /** Which of username, password and (once asked) captcha are still empty. */
  const missing = {
    username: !username.trim(),
    password: !password.trim(),
    captcha: flow.captchaRequired && !captcha.trim(),
  };

  const submit = ({
    type = 'username',
    sms,
    onSuccess,
    onError,
    agentLogin,
  }: LoginSubmitOptions = {}) => {
    setHandoffError(null);
    flow.mutate(
      {
        type,
        username: sms ? sms.mobile : username,
        password: sms ? sms.code : password,
        captcha,
        countryDialingCode: sms?.dialingCode ?? '',
        remember,
        agentLogin,
      },
      {
        onSuccess: (outcome) => onSuccess?.(outcome),
        onError: (error) => {
          setCaptcha('');
          onError?.(error);
        },
      },
    );
  };

  /** The failure to show: the latest call's (unless the slider was closed), else the handed one. */
  const failure: unknown =
    flow.isError && !isSliderCancelled(flow.error)
      ? flow.error
      : flow.isError
        ? null
        : handoffError;

  const reset = () => {
    setHandoffError(null);
    flow.reset();
  };

  return {
    flow,
    username,
    setUsername,
    password,
    setPassword,
    remember,
    setRemember,
    captcha,
    setCaptcha,
    missing,
    submit,
    failure,
    reset,
  };
}
