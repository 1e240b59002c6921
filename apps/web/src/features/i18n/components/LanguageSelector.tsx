import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@wps/shared-types';
import { LANGUAGE_META, enabledLanguages } from '../../../lib/languages';
import { useLanguage } from '../hooks/useLanguage';
import styles from './LanguageSelector.module.css';

interface LanguageSelectorProps {
  /** The languages the operator enabled (site info); every language while that is unknown. */
  operatorLanguages: readonly Language[] | undefined;
}

/** A native select: keyboard and screen-reader friendly, and it scales to many languages. */
export function LanguageSelector({ operatorLanguages }: LanguageSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { language, setLanguage } = useLanguage();
  const languages = enabledLanguages(operatorLanguages);

  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.label}>
        <GlobeIcon />
        <span className="visually-hidden">{t('i18n.label')}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_META[code].htmlLang}>
            {LANGUAGE_META[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4a13.4 13.4 0 0 1 1.9 4h-3.8A13.4 13.4 0 0 1 12 4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15.7 15.7 0 0 0 8.1 8ZM12 20a13.4 13.4 0 0 1-1.9-4h3.8A13.4 13.4 0 0 1 12 20Zm2.3-6H9.7a14.6 14.6 0 0 1 0-4h4.6a14.6 14.6 0 0 1 0 4Zm.3 5.9a15.7 15.7 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z"
      />
    </svg>
  );
}
