import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@wps/shared-types';
import { clientState } from '../../lib/client-state';
import { LANGUAGE_META, languageOfResourceCode } from '../../lib/languages';

type TextsLoader = () => Promise<{ default: ResourceKey }>;

// One chunk per language and namespace: a player downloads only the texts of the language they
// read, and a page's own namespace (useTranslation('responsibleGaming')) only with that page.
const loaders: Record<string, Record<Language, TextsLoader>> = {
  translation: {
    MS: () => import('../../locales/ms/translation.json'),
    EN: () => import('../../locales/en/translation.json'),
    CN: () => import('../../locales/cn/translation.json'),
  },
  responsibleGaming: {
    MS: () => import('../../locales/ms/responsible-gaming.json'),
    EN: () => import('../../locales/en/responsible-gaming.json'),
    CN: () => import('../../locales/cn/responsible-gaming.json'),
  },
};

/**
 * A lazily loaded feature's own namespace: the feature's chunk registers its loaders, so the site's
 * entry carries none of them (the home page's JavaScript budget).
 */
export function addTextsLoaders(namespace: string, featureLoaders: Record<Language, TextsLoader>) {
  loaders[namespace] = featureLoaders;
}

const localeChunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(resourceCode, namespace, callback) {
    const language = languageOfResourceCode(resourceCode);
    const loader = language ? loaders[namespace]?.[language] : undefined;
    if (!loader) {
      callback(new Error(`No texts ${namespace} for language ${resourceCode}`), false);
      return;
    }
    loader().then(
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
