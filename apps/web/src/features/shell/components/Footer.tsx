import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeedbackButton } from '../../feedback/components/FeedbackButton';
import { findResource } from '../../system/resources';
import { useSiteName } from '../../system/hooks/useSiteName';
import { useSiteInfo } from '../../system/hooks/useSystemStatus';
import styles from './Footer.module.css';

/** Placeholder footer: licences, responsible gaming and help links (vendor slider comes later). */
export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const info = useSiteInfo();
  // Licence badges appear only for the licences the operator configured.
  const licences = [
    { resource: findResource(info, 'LICENSE_MALTA'), label: t('shell.footer.licenceMalta') },
    {
      resource: findResource(info, 'LICENSE_BRITISH_VIRGIN_ISLANDS'),
      label: t('shell.footer.licenceBvi'),
    },
    {
      resource: findResource(info, 'LICENSE_PHILIPPINES'),
      label: t('shell.footer.licencePhilippines'),
    },
  ].filter((licence) => licence.resource !== undefined);

  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {siteName}
          </h2>
          <p className={styles.text}>{t('shell.footer.about')}</p>
        </section>
        {licences.length > 0 && (
          <section className={styles.column} aria-labelledby="footer-licences">
            <h2 id="footer-licences" className={styles.heading}>
              {t('shell.footer.licencesTitle')}
            </h2>
            <ul className={styles.badges}>
              {licences.map(({ resource, label }) => (
                <li key={label}>
                  <a
                    className={styles.badge}
                    href={resource?.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={styles.column} aria-labelledby="footer-responsible">
          <h2 id="footer-responsible" className={styles.heading}>
            {t('shell.footer.responsibleTitle')}
          </h2>
          <p className={styles.text}>
            <span className={styles.age}>18+</span> {t('shell.footer.responsibleText')}
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/help">{t('help.title')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('help.termsTitle')}</Link>
            </li>
            <li>
              <Link to="/join">{t('agent.joinTitle')}</Link>
            </li>
            <li>
              <FeedbackButton className={styles.linkButton} />
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {t('shell.footer.rights', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </footer>
  );
}
