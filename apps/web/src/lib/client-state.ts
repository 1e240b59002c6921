import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wps/shared-types';

/**
 * The one place that reads and writes browser storage. Keys follow spec 1 §3: the session token
 * lives in sessionStorage (`token`), the language in localStorage (`lang`, mirrored to `hisLang`)
 * and the theme in localStorage (`theme`).
 */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'lang',
  historyLanguage: 'hisLang',
  theme: 'theme',
} as const;

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

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const clientState = {
  getToken(): string | null {
    return read(session, STORAGE_KEYS.token) || null;
  },
  setToken(token: string | null): void {
    write(session, STORAGE_KEYS.token, token);
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
};
