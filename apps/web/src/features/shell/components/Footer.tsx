import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeedbackButton } from '../../feedback';
import { RESPONSIBLE_GAMING_PATH } from '../../responsible-gaming';
import { findResource, useLicences, useSiteInfo, useSiteName } from '../../system';
import { useBrowserIdle } from '../../../ui/useBrowserIdle';
import { ShellIcon } from './ShellIcons';
import { VendorSlider } from './VendorSlider';
import styles from './Footer.module.css';

const SOCIAL_NETWORKS = [
  { resourceType: 'FACEBOOK', icon: 'facebook', label: 'Facebook' },
  { resourceType: 'TELEGRAM', icon: 'telegram', label: 'Telegram' },
  { resourceType: 'YOUTUBE', icon: 'youtube', label: 'YouTube' },
] as const;

/**
 * The footer: game providers, licence badges, social links, responsible gaming and help. It starts
 * below the fold (the main landmark is at least a screen tall), so it and its queries wait for the
 * browser's first idle moment instead of adding a third of the page to the first screen's work.
 */
export function Footer() {
  return useBrowserIdle() && <FooterContent />;
}

function FooterContent() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const info = useSiteInfo();
  const licences = useLicences();
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const resource = findResource(info, network.resourceType);
    return resource ? [{ ...network, url: resource.url }] : [];
  });

  return (
    <footer className={`${styles.footer} on-dark`}>
      <VendorSlider />
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {siteName}
          </h2>
          <p className={styles.text}>{t('shell.footer.about')}</p>
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label={t('shell.footer.socialTitle')}>
              {socials.map((social) => (
                <li key={social.resourceType}>
                  <a
                    className={styles.social}
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ShellIcon name={social.icon} size={18} />
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {licences.length > 0 && (
          <section className={styles.column} aria-labelledby="footer-licences">
            <h2 id="footer-licences" className={styles.heading}>
              {t('shell.footer.licencesTitle')}
            </h2>
            <ul className={styles.badges}>
              {licences.map((licence) => (
                <li key={licence.resourceType}>
                  <img
                    className={styles.badge}
                    src={licence.url}
                    alt={licence.label}
                    title={licence.label}
                    width={120}
                    height={43}
                    loading="lazy"
                  />
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
              <Link to={RESPONSIBLE_GAMING_PATH}>{t('responsibleGaming.title')}</Link>
            </li>
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
