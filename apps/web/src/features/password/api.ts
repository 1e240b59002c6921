import {
  ACCESS_PATHS,
  type ChangePasswordPayload,
  type ForgotPasswordByEmailPayload,
  type ForgotPasswordByPhonePayload,
  type LoginResponseValue,
  type PasswordRecoveryValue,
  type ResetPasswordByEmailPayload,
} from '@wps/shared-types';
import { api } from '../../api/client';

export function changePassword(payload: ChangePasswordPayload): Promise<unknown> {
  return api.post(ACCESS_PATHS.changePassword, payload);
}

/**
 * Form-encoded (spec 1 §7); always answers success with the message 'in_been_out'. A matching
 * account gets an e-mail with a one-time link back to the site (resetPasswordByEmail).
 */
export function requestPasswordEmail(payload: ForgotPasswordByEmailPayload): Promise<unknown> {
  return api.post(ACCESS_PATHS.forgotPasswordByEmail, new URLSearchParams({ ...payload }));
}

/** Sets a new password with an SMS code; the answer logs the player in. */
export function resetPasswordByPhone(
  payload: ForgotPasswordByPhonePayload,
): Promise<LoginResponseValue> {
  return api.post<LoginResponseValue>(ACCESS_PATHS.resetPasswordByPhone, payload);
}

/** Sets a new password with the token of a recovery link; the answer logs the player in. */
export function resetPasswordByEmail(
  payload: ResetPasswordByEmailPayload,
): Promise<PasswordRecoveryValue> {
  return api.post<PasswordRecoveryValue>(ACCESS_PATHS.resetPasswordByEmail, payload);
}
