import {
  ACCOUNT_TYPE,
  isAgentType,
  PLATFORM_CODE,
  type LoginResponseValue,
  type MemberInfo,
  type TabSessionValue,
} from '@wps/shared-types';
import { clientState } from '../../lib/client-state';

/** What the shell needs to know about the visitor's session; read from sessionStorage. */
export interface SessionSnapshot {
  token: string | null;
  /** The isAgent value once known (4 demo, 1/2/41/42 agent, 0 member). */
  isAgent: number | null;
  /** The cpw flag: the password must be changed before anything else works. */
  passwordChangeRequired: boolean;
  nickname: string | null;
  account: string | null;
  customerId: string | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = readSnapshot();
let merchantCode: string | null = null;

function readSnapshot(): SessionSnapshot {
  const isAgent = clientState.getSessionValue('isAgent');
  return {
    token: clientState.getToken(),
    isAgent: isAgent === null || Number.isNaN(Number(isAgent)) ? null : Number(isAgent),
    passwordChangeRequired: clientState.getSessionValue('cpw') === '1',
    nickname: clientState.getSessionValue('nickname'),
    account: clientState.getSessionValue('account'),
    customerId: clientState.getSessionValue('customerId'),
  };
}

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (Object.keys(a) as Array<keyof SessionSnapshot>).every((key) => a[key] === b[key]);
}

// Storage is the source of truth (another tab's logout, a test writing a token); the snapshot
// object only changes when a value did, as useSyncExternalStore requires.
function currentSnapshot(): SessionSnapshot {
  const next = readSnapshot();
  if (!sameSnapshot(next, snapshot)) snapshot = next;
  return snapshot;
}

function publish(): void {
  currentSnapshot();
  listeners.forEach((listener) => listener());
}

function writeMerchantValues(): void {
  if (merchantCode)
    clientState.setSessionValues({ merchant: merchantCode, platform: PLATFORM_CODE });
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: currentSnapshot,

  /** The operator's code and platform W, kept in the session (and set again after logout). */
  setMerchant(code: string): void {
    merchantCode = code;
    writeMerchantValues();
  },

  /** A successful login, registration or phone reset: the token and who logged in. */
  start(
    value: LoginResponseValue,
    options: { username: string; passwordChangeRequired?: boolean; isAgent?: number },
  ): void {
    clientState.setSessionValues({
      token: value.token,
      username: options.username,
      cpw: options.passwordChangeRequired ? '1' : null,
      isAgent: options.isAgent === undefined ? null : String(options.isAgent),
    });
    writeMerchantValues();
    publish();
  },

  /** A new tab joined the browser's session: its own token; the member info tells the rest. */
  join(value: TabSessionValue): void {
    clientState.setSessionValues({
      token: value.token,
      cpw: value.passwordChangeRequired ? '1' : null,
    });
    writeMerchantValues();
    publish();
  },

  /** GET /wps/member/info answered: the values the header and the guards read. */
  applyMemberInfo(info: MemberInfo): void {
    if (!clientState.getToken()) return;
    clientState.setSessionValues({
      nickname: info.nickname,
      account: info.account,
      customerId: info.id,
      isAgent: String(info.type),
      toUpline: String(info.toUpline),
      memberLabel: JSON.stringify(info.memberLabel),
    });
    publish();
  },

  /** The server answered PASSWORD_CHANGE_REQUIRED: the forced change dialog opens. */
  requirePasswordChange(): void {
    clientState.setSessionValues({ cpw: '1' });
    publish();
  },

  passwordChanged(): void {
    clientState.setSessionValues({ cpw: null });
    publish();
  },

  /** Logout (or a token the server no longer accepts): clear everything, keep the merchant. */
  end(): void {
    clientState.clearSession();
    writeMerchantValues();
    publish();
  },
};

export function isDemoSession(session: SessionSnapshot): boolean {
  return session.isAgent === ACCOUNT_TYPE.DEMO;
}

/** An agent's session (isAgent 1, 2, 41, 42), once the account type is known. */
export function isAgentSession(session: SessionSnapshot): boolean {
  return session.isAgent !== null && isAgentType(session.isAgent);
}
