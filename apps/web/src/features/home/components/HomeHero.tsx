import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openAccessDialog, useActionGuard, useSession } from '../../session';
import { useSiteName } from '../../system';
import styles from './Home.module.css';

/** The welcome block; the banner carousel (group w_home) will sit above it. */
export function HomeHero() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const session = useSession();
  const guard = useActionGuard();

  return (
    <section className={`${styles.hero} on-dark`} aria-labelledby="home-title">
      <div className={styles.heroContent}>
        <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 id="home-title" className={styles.heroTitle}>
          {t('home.heroTitle', { site: siteName })}
        </h1>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        <div className={styles.heroActions}>
          {/* A member has an account: the first step is money in, not another registration. */}
          {session.token ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => guard(() => openAccessDialog('memberCentre', { page: 'depositv2' }))}
            >
              {t('home.ctaDeposit')}
            </button>
          ) : (
            <Link to="/register" className="button button--primary">
              {t('home.ctaRegister')}
            </Link>
          )}
          <Link to="/rng" className="button button--ghost">
            {t('home.ctaBrowse')}
          </Link>
        </div>
      </div>
      <div className={styles.heroArt} aria-hidden="true">
        <span className={styles.chip} />
        <span className={`${styles.chip} ${styles.chipSecond}`} />
        <span className={`${styles.chip} ${styles.chipThird}`} />
      </div>
    </section>
  );
}
