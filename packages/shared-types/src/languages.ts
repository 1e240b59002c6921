import { isOneOf } from './one-of.js';
/** Languages the site ships texts for; an operator enables a subset (spec 1 §9). */
export const LANGUAGES = ['MS', 'EN', 'CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'MS';

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}
