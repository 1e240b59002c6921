import {
  DEFAULT_LANGUAGE,
  REMEMBER_ME_MILLISECONDS,
  TAB_SESSION_HINT_COOKIE,
  isLanguage,
  type Language,
} from '@wps/shared-types';

/**
 * The one place that reads and writes browser storage. Keys follow spec 1 §3: the session values
 * live in sessionStorage (`token`, `cpw`, `merchant`, …), the language in localStorage (`lang`,
 * mirrored to `hisLang`), the theme in localStorage (`theme`) and the remembered username in a
 * cookie that lasts one day.
 */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'lang',
  historyLanguage: 'hisLang',
  theme: 'theme',
  balanceHidden: 'hideBalance',
  deviceId: 'deviceId',
} as const;

/** sessionStorage keys of a session (spec 1 §3); all are cleared on logout. */
export const SESSION_KEYS = [
  'token',
  'cpw',
  'merchant',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'toUpline',
  'memberLabel',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionValues = Partial<Record<SessionKey, string | null>>;

/** Answers cached in sessionStorage; logout clears them with the session, and they are fetched again. */
export const SESSION_CACHE_KEYS = ['vendors'] as const;
export type SessionCacheKey = (typeof SESSION_CACHE_KEYS)[number];

/** The remember-me cookie: the username only, never the password. */
export const REMEMBER_COOKIE = 'rememberUsername';

export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

// Storage throws when the browser blocks it (private mode, disabled cookies); the site still works.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

// A stored value that no longer parses counts as absent.
function readJson<T>(storage: () => Storage, key: string): T | null {
  const text = read(storage, key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The Set-Cookie-style text that keeps `value` for `lifetimeMs` (0 deletes the cookie). */
export function cookieText(
  name: string,
  value: string,
  lifetimeMs: number,
  now = Date.now(),
): string {
  const seconds = Math.max(0, Math.floor(lifetimeMs / 1000));
  const expires = new Date(now + lifetimeMs).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Max-Age=${seconds}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}

function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // A cookie that cannot be decoded counts as absent.
  }
  return null;
}

export const clientState = {
  getToken(): string | null {
    return read(session, STORAGE_KEYS.token) || null;
  },
  setToken(token: string | null): void {
    write(session, STORAGE_KEYS.token, token);
  },
  getSessionValue(key: SessionKey): string | null {
    return read(session, key) || null;
  },
  setSessionValues(values: SessionValues): void {
    for (const [key, value] of Object.entries(values)) write(session, key, value ?? null);
  },
  /** Logout: every session value goes (spec 1 §4); the caller sets the merchant values again. */
  clearSession(): void {
    try {
      session().clear();
    } catch {
      // Blocked storage holds nothing to clear.
    }
  },
  /** A cached answer kept for the browser session (spec 1 §3: vendors, routers, settings…). */
  getSessionCache<T>(key: SessionCacheKey): T | null {
    return readJson<T>(session, key);
  },
  setSessionCache(key: SessionCacheKey, value: unknown): void {
    write(session, key, JSON.stringify(value));
  },
  /** A value kept on this device across sessions, as JSON (lottery favourites per username). */
  getLocalJson<T>(key: string): T | null {
    return readJson<T>(local, key);
  },
  setLocalJson(key: string, value: unknown): void {
    write(local, key, JSON.stringify(value));
  },
  getRememberedUsername(): string | null {
    return readCookie(REMEMBER_COOKIE) || null;
  },
  /** Keeps the username for one day (spec 1 §9: 86,400,000 ms); null forgets it. */
  setRememberedUsername(username: string | null): void {
    document.cookie =
      username === null
        ? cookieText(REMEMBER_COOKIE, '', 0)
        : cookieText(REMEMBER_COOKIE, username, REMEMBER_ME_MILLISECONDS);
  },
  /**
   * This browser's device id, made on first use and kept: the operator links accounts that
   * register or log in from one device. Null when storage is blocked (nothing is sent then).
   */
  getDeviceId(): string | null {
    const stored = read(local, STORAGE_KEYS.deviceId);
    // randomUUID exists only on secure pages (https, localhost): elsewhere no id is made.
    if (stored || typeof crypto.randomUUID !== 'function') return stored;
    write(local, STORAGE_KEYS.deviceId, crypto.randomUUID());
    return read(local, STORAGE_KEYS.deviceId);
  },
  /** The server's hint that this browser holds a session a new tab may join (docs/decisions.md). */
  hasTabSessionHint(): boolean {
    return readCookie(TAB_SESSION_HINT_COOKIE) !== null;
  },
  getLanguage(): Language {
    const stored = read(local, STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  },
  setLanguage(language: Language): void {
    write(local, STORAGE_KEYS.language, language);
    write(local, STORAGE_KEYS.historyLanguage, language);
  },
  getTheme(): Theme {
    const stored = read(local, STORAGE_KEYS.theme);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  },
  setTheme(theme: Theme): void {
    write(local, STORAGE_KEYS.theme, theme);
  },
  /** The header balance hidden behind the eye button; kept on this device. */
  getBalanceHidden(): boolean {
    return read(local, STORAGE_KEYS.balanceHidden) === '1';
  },
  setBalanceHidden(hidden: boolean): void {
    write(local, STORAGE_KEYS.balanceHidden, hidden ? '1' : null);
  },
};
