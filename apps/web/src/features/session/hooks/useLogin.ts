import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginFailureValue, LoginPayload, LoginType } from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { clientState } from '../../../lib/client-state';
import { useCaptcha, useSliderVerification } from '../../verification';
import { login } from '../api';
import { completeLogin, type LoginOutcome } from '../login-flow';

export interface LoginInput {
  type: LoginType;
  /** The username, or the mobile number for an SMS login. */
  username: string;
  /** The password, or the SMS code for an SMS login. */
  password: string;
  captcha: string;
  countryDialingCode: string;
  remember: boolean;
  /** The agent page's login: the server refuses non-agents. */
  agentLogin?: boolean;
}

/** Whether a failed login says the next attempt needs a captcha (`value.captcha`). */
export function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.value as LoginFailureValue | null)?.captcha === true;
}

/**
 * The payload of POST /wps/session/login: inputs trimmed, captcha only once it is asked, the
 * agent page's flag so the server refuses a non-agent, and remember-me.
 */
export function loginPayloadOf(input: LoginInput, withCaptcha: boolean): LoginPayload {
  const payload: LoginPayload = {
    username: input.username.trim(),
    password: input.password.trim(),
    type: input.type,
  };
  if (withCaptcha) payload.captcha = input.captcha.trim();
  if (input.type === 'sms') payload.countryDialingCode = input.countryDialingCode;
  if (input.agentLogin) payload.agentLogin = true;
  // The session outlives the browser for a day (docs/decisions.md, "Sessions across tabs").
  if (input.remember) payload.rememberMe = true;
  return payload;
}

/**
 * The login dialog's flow (spec 1 §4): slider when the operator wants it, the call, remember-me,
 * the session, then either the forced password change or the member info. A failure whose value
 * carries `captcha: true` shows the captcha field (and a fresh image on every later failure).
 */
export function useLogin(options: { captchaRequired?: boolean } = {}) {
  const queryClient = useQueryClient();
  const verify = useSliderVerification();
  const [captchaRequired, setCaptchaRequired] = useState(options.captchaRequired ?? false);
  const captcha = useCaptcha(captchaRequired);

  const mutation = useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginOutcome> => {
      const payload = loginPayloadOf(input, captchaRequired);
      const value = await verify((slider) => login({ ...payload, ...slider }));
      if (input.type === 'username') {
        // Remember-me keeps the username for a day, never the password.
        clientState.setRememberedUsername(input.remember ? payload.username : null);
      }
      return completeLogin(queryClient, value, {
        origin: input.type,
        username: payload.username,
        password: payload.password,
      });
    },
    onError: (error) => {
      if (!asksForCaptcha(error)) return;
      if (captchaRequired) captcha.renew();
      else setCaptchaRequired(true);
    },
  });

  return { ...mutation, captchaRequired, captcha };
}
