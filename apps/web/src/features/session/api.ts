import {
  ACCESS_PATHS,
  PLATFORM_CODE,
  type FirstLoginValue,
  type FreePlayPayload,
  type LoginPayload,
  type LoginResponseValue,
  type MemberIconValue,
  type MemberInfo,
  type TabSessionValue,
} from '@wps/shared-types';
import { api } from '../../api/client';

// Every query of the logged-in member's own data hangs under `member` (the wallet's too): ending
// the session drops them all in one call.
export const memberKeys = {
  all: ['member'] as const,
  info: ['member', 'info'] as const,
  icon: ['member', 'icon'] as const,
};

export function login(payload: LoginPayload): Promise<LoginResponseValue> {
  return api.post<LoginResponseValue>(ACCESS_PATHS.login, payload);
}

// The operating system as the free-play call names it; only a hint for the operator's reports.
function operatingSystem(): string {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'MacOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /wps/session/login/freeplay: a demo account (isAgent 4), logged in. */
export function loginFreePlay(): Promise<LoginResponseValue> {
  const payload: FreePlayPayload = {
    os: operatingSystem(),
    platform: PLATFORM_CODE,
    nonce: randomNonce(),
    gatewayVersion: 3,
  };
  return api.post<LoginResponseValue>(ACCESS_PATHS.freePlay, payload);
}

/** The first-login call (spec 1 §4): the server records it and sends the welcome letter. */
export function recordFirstLogin(): Promise<FirstLoginValue> {
  return api.post<FirstLoginValue>(ACCESS_PATHS.firstLogin, {});
}

/** POST /wps/session/tab: this tab's own token for the session the browser's cookie names. */
export function joinTabSession(): Promise<TabSessionValue> {
  return api.post<TabSessionValue>(ACCESS_PATHS.tabSession);
}

export function logout(): Promise<null> {
  return api.delete<null>(ACCESS_PATHS.logout);
}

export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return api.get<MemberInfo>(ACCESS_PATHS.memberInfo, { signal });
}

export function fetchMemberIcon(signal?: AbortSignal): Promise<MemberIconValue> {
  return api.get<MemberIconValue>(ACCESS_PATHS.memberIcon, { signal });
}
