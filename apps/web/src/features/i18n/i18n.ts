import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@wps/shared-types';
import { clientState } from '../../lib/client-state';
import { LANGUAGE_META, languageOfResourceCode } from '../../lib/languages';

// One chunk per language: a player downloads only the texts of the language they read.
const loaders: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  MS: () => import('../../locales/ms/translation.json'),
  EN: () => import('../../locales/en/translation.json'),
  CN: () => import('../../locales/cn/translation.json'),
};

const localeChunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(resourceCode, _namespace, callback) {
    const language = languageOfResourceCode(resourceCode);
    if (!language) {
      callback(new Error(`No texts for language ${resourceCode}`), false);
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

function applyHtmlLanguage(resourceCode: string): void {
  const language = languageOfResourceCode(resourceCode);
  if (language) document.documentElement.lang = LANGUAGE_META[language].htmlLang;
}

/** Loads the texts of `language` (the saved choice by default) before the first render. */
export async function initI18n(language: Language = clientState.getLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyHtmlLanguage);
    await i18n
      .use(localeChunkBackend)
      .use(initReactI18next)
      .init({
        lng: LANGUAGE_META[language].resourceCode,
        supportedLngs: LANGUAGES.map((code) => LANGUAGE_META[code].resourceCode),
        // Every key exists in every language (a unit test enforces it), so no fallback download.
        fallbackLng: false,
        load: 'currentOnly',
        ns: ['translation'],
        defaultNS: 'translation',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    return;
  }
  await i18n.changeLanguage(LANGUAGE_META[language].resourceCode);
}

/** Switches the visible language and remembers it (`lang` and `hisLang`, spec 1 §3). */
export async function changeLanguage(language: Language): Promise<void> {
  clientState.setLanguage(language);
  await i18n.changeLanguage(LANGUAGE_META[language].resourceCode);
}
