import i18next, {
  type BackendModule,
  type ParseKeys,
  type ResourceKey,
  type TFunction,
} from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@wps/shared-types';
import { clientState } from '../../lib/client-state';
import { LANGUAGE_META, languageOfResourceCode } from '../../lib/languages';

export const CONSOLE_NAMESPACE = 'console';

/** The console's `t`, for helpers that build texts outside a component. */
export type ConsoleText = TFunction<'console'>;
/** A key of the console's texts, for tables of texts a shared piece shows. */
export type ConsoleTextKey = ParseKeys<'console'>;

// One chunk per language, as on the player site; the console's texts are its own files.
const loaders: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  MS: () => import('../locales/ms.json'),
  EN: () => import('../locales/en.json'),
  CN: () => import('../locales/cn.json'),
};

const localeChunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(resourceCode, _namespace, callback) {
    const language = languageOfResourceCode(resourceCode);
    if (!language) {
      callback(new Error(`No console texts for language ${resourceCode}`), false);
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** The console's own i18next instance: the player site's texts are never loaded here. */
export const consoleI18n = i18next.createInstance();

function applyHtmlLanguage(resourceCode: string): void {
  const language = languageOfResourceCode(resourceCode);
  if (language) document.documentElement.lang = LANGUAGE_META[language].htmlLang;
}

/** Loads the texts of `language` (the saved choice, MS by default) before the first render. */
export async function initConsoleI18n(
  language: Language = clientState.getLanguage(),
): Promise<void> {
  if (!consoleI18n.isInitialized) {
    consoleI18n.on('languageChanged', applyHtmlLanguage);
    await consoleI18n.use(localeChunkBackend).init({
      lng: LANGUAGE_META[language].resourceCode,
      supportedLngs: LANGUAGES.map((code) => LANGUAGE_META[code].resourceCode),
      // Every key exists in every language (a unit test enforces it), so no fallback download.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [CONSOLE_NAMESPACE],
      defaultNS: CONSOLE_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return;
  }
  await consoleI18n.changeLanguage(LANGUAGE_META[language].resourceCode);
}

/**
 * Switches the console's language. The choice is the browser's one `lang` setting, shared with
 * the player site on the same origin, and it also picks the language of the API's messages.
 */
export async function changeConsoleLanguage(language: Language): Promise<void> {
  clientState.setLanguage(language);
  await consoleI18n.changeLanguage(LANGUAGE_META[language].resourceCode);
}

/** The language shown now. */
export function consoleLanguage(): Language {
  return languageOfResourceCode(consoleI18n.language) ?? clientState.getLanguage();
}

/** The console's texts, typed against its MS file. */
export function useConsoleTranslation() {
  return useTranslation(CONSOLE_NAMESPACE);
}
