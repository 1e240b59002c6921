import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@wps/shared-types';
import { clientState } from '../../../lib/client-state';
import { languageOfResourceCode } from '../../../lib/languages';
import { updateMemberLanguage } from '../api';
import { changeLanguage } from '../i18n';

/** The visible language and a setter that persists it (and tells the server when logged in). */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language =
    languageOfResourceCode(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return {
    language,
    setLanguage: (next) => {
      void changeLanguage(next);
      // Spec 1 §4: the server is informed; the choice stands locally even if that call fails.
      if (clientState.getToken()) updateMemberLanguage(next).catch(() => undefined);
    },
  };
}
