import {
  ACCESS_PATHS,
  type AffiliateValue,
  type LoginResponseValue,
  type RegistrationRequest,
  type RegistrationType,
} from '@wps/shared-types';
import { api } from '../../api/client';

export const registerKeys = {
  affiliate: (code: string) => ['register', 'affiliate', code] as const,
};

/** PUT /wps/member/register or /wps/member/register/mobile; success logs the member in. */
export function register(
  request: RegistrationRequest,
  type: RegistrationType,
): Promise<LoginResponseValue> {
  const path = type === 'registerMobile' ? ACCESS_PATHS.registerMobile : ACCESS_PATHS.register;
  return api.put<LoginResponseValue>(path, request);
}

export function checkAffiliateCode(code: string, signal?: AbortSignal): Promise<AffiliateValue> {
  return api.get<AffiliateValue>(ACCESS_PATHS.affiliate, {
    query: { code, domain: window.location.host },
    signal,
  });
}
