import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /help and the standalone /helpmc; /help#term scrolls to the terms (spec 1 §2). */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PlaceholderPage title={t('help.title')}>
      <section id="term" aria-labelledby="help-terms-title">
        <h2 id="help-terms-title">{t('help.termsTitle')}</h2>
        <p>{t('help.termsText')}</p>
      </section>
    </PlaceholderPage>
  );
}
