import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n';
import { fetchHelpCentre, helpCentreKeys } from '../api';
import styles from './HelpCentre.module.css';

/** The operator's help centre in the visible language; each section is anchored by its code. */
export function HelpCentre() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { hash } = useLocation();
  const help = useQuery({
    queryKey: helpCentreKeys.categories(language),
    queryFn: ({ signal }) => fetchHelpCentre(language, signal),
  });

  // The sections arrive after the first render, so /help#term scrolls once they are there.
  useEffect(() => {
    if (help.data && hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, help.data]);

  if (help.isPending) return <p className={styles.note}>{t('shell.loading')}</p>;
  if (help.isError)
    return (
      <p className={styles.note} role="alert">
        {t('help.loadFailed')}
      </p>
    );

  return (
    <div className={styles.centre}>
      <nav aria-label={t('help.contents')} className={styles.contents}>
        <ul>
          {help.data.map((category) => (
            <li key={category.code}>
              <a href={`#${category.code}`}>{category.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {help.data.map((category) => (
        <section
          key={category.code}
          id={category.code}
          aria-labelledby={`help-${category.code}`}
          className={styles.section}
        >
          <h2 id={`help-${category.code}`}>{category.title}</h2>
          {category.articles.map((article) => (
            <article key={article.code} className={styles.article}>
              <h3>{article.title}</h3>
              <p>{article.content}</p>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
