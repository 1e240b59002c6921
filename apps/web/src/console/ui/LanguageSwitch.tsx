import { LANGUAGES } from '@wps/shared-types';
import { LANGUAGE_META, languageOfResourceCode } from '../../lib/languages';
import { changeConsoleLanguage, useConsoleTranslation } from '../lib/i18n';
import styles from './LanguageSwitch.module.css';

/** MS, EN and CN side by side: three languages fit, and each is one click away. */
export function LanguageSwitch() {
  const { t, i18n } = useConsoleTranslation();
  const current = languageOfResourceCode(i18n.language);
  return (
    <div className={styles.switch} role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={styles.option}
          aria-pressed={language === current}
          lang={LANGUAGE_META[language].htmlLang}
          title={LANGUAGE_META[language].nativeName}
          onClick={() => void changeConsoleLanguage(language)}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
