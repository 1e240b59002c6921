import { LANGUAGES, isLanguage, type Language } from '@wps/shared-types';

interface LanguageMeta {
  /** i18next language and folder under src/locales. */
  resourceCode: string;
  /** BCP 47 tag for `<html lang>` and Accept-Language. */
  htmlLang: string;
  /** Shown in the selector in the language itself, so a player can always find theirs. */
  nativeName: string;
}

export const LANGUAGE_META: Record<Language, LanguageMeta> = {
  MS: { resourceCode: 'ms', htmlLang: 'ms', nativeName: 'Bahasa Melayu' },
  EN: { resourceCode: 'en', htmlLang: 'en', nativeName: 'English' },
  CN: { resourceCode: 'cn', htmlLang: 'zh', nativeName: '简体中文' },
};

export function htmlLanguageOf(language: Language): string {
  return LANGUAGE_META[language].htmlLang;
}

export function languageOfResourceCode(code: string | undefined): Language | null {
  const upper = code?.toUpperCase();
  return isLanguage(upper) ? upper : null;
}

/** The site's languages that an operator enabled, in the order of shared-types LANGUAGES. */
export function enabledLanguages(operatorLanguages: readonly Language[] | undefined): Language[] {
  const enabled = LANGUAGES.filter((language) => operatorLanguages?.includes(language) ?? true);
  return enabled.length > 0 ? enabled : [...LANGUAGES];
}
