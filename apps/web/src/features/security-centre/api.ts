import {
  PAYMENT_PATHS,
  SECURITY_PATHS,
  SECURITY_PAGE_SIZE,
  type BindEmailCodeRequest,
  type BindEmailRequest,
  type BindPhoneCodeRequest,
  type BindPhoneRequest,
  type LoginHistoryEntry,
  type MemberSessionEntry,
  type PaymentPasswordResetCodeRequest,
  type PaymentPasswordResetRequest,
  type PaymentPasswordStatus,
  type SecurityCodeValue,
  type SecurityOverview,
  type SecurityPage,
  type SetPaymentPasswordRequest,
  type SignOutOthersValue,
  type UpdateProfileRequest,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

/** Under the member's key, so the session's end drops them. */
export const securityKeys = {
  all: [...memberKeys.all, 'security'] as const,
  overview: [...memberKeys.all, 'security', 'overview'] as const,
  logins: (pageNo: number) => [...memberKeys.all, 'security', 'logins', pageNo] as const,
  sessions: (pageNo: number) => [...memberKeys.all, 'security', 'sessions', pageNo] as const,
};

export function fetchOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return api.get<SecurityOverview>(SECURITY_PATHS.overview, { signal });
}

export function updateProfile(request: UpdateProfileRequest): Promise<SecurityOverview> {
  return api.put<SecurityOverview>(SECURITY_PATHS.profile, request);
}

export function requestPhoneCode(request: BindPhoneCodeRequest): Promise<SecurityCodeValue> {
  return api.post<SecurityCodeValue>(SECURITY_PATHS.phoneCode, request);
}

export function bindPhone(request: BindPhoneRequest): Promise<SecurityOverview> {
  return api.post<SecurityOverview>(SECURITY_PATHS.phone, request);
}

export function requestEmailCode(request: BindEmailCodeRequest): Promise<SecurityCodeValue> {
  return api.post<SecurityCodeValue>(SECURITY_PATHS.emailCode, request);
}

export function bindEmail(request: BindEmailRequest): Promise<SecurityOverview> {
  return api.post<SecurityOverview>(SECURITY_PATHS.email, request);
}

export function setPaymentPassword(
  request: SetPaymentPasswordRequest,
): Promise<PaymentPasswordStatus> {
  return api.put<PaymentPasswordStatus>(PAYMENT_PATHS.paymentPassword, request);
}

export function requestPaymentPasswordResetCode(
  request: PaymentPasswordResetCodeRequest,
): Promise<SecurityCodeValue> {
  return api.post<SecurityCodeValue>(SECURITY_PATHS.paymentPasswordResetCode, request);
}

export function resetPaymentPassword(
  request: PaymentPasswordResetRequest,
): Promise<PaymentPasswordStatus> {
  return api.post<PaymentPasswordStatus>(SECURITY_PATHS.paymentPasswordReset, request);
}

export function fetchLogins(
  pageNo: number,
  signal?: AbortSignal,
): Promise<SecurityPage<LoginHistoryEntry>> {
  return api.get<SecurityPage<LoginHistoryEntry>>(SECURITY_PATHS.logins, {
    query: { pageNo, pageSize: SECURITY_PAGE_SIZE },
    signal,
  });
}

export function fetchSessions(
  pageNo: number,
  signal?: AbortSignal,
): Promise<SecurityPage<MemberSessionEntry>> {
  return api.get<SecurityPage<MemberSessionEntry>>(SECURITY_PATHS.sessions, {
    query: { pageNo, pageSize: SECURITY_PAGE_SIZE },
    signal,
  });
}

export function signOutOthers(): Promise<SignOutOthersValue> {
  return api.post<SignOutOthersValue>(SECURITY_PATHS.signOutOthers);
}
