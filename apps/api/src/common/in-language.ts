import { DEFAULT_LANGUAGE, type Language } from '@wps/shared-types';

/**
 * The entry of a per-language JSON column (`{"MS": ..., "EN": ...}`) for `language`; the seed
 * requires every language, so a row edited by hand without one falls back to the default language.
 */
export function inLanguage(values: unknown, language: Language): unknown {
  const byLanguage = (values ?? {}) as Partial<Record<Language, unknown>>;
  return byLanguage[language] ?? byLanguage[DEFAULT_LANGUAGE];
}
