import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryIcon, GAME_CATEGORY_LINKS } from '../../games';
import { CockfightButton } from '../../lobby';
import styles from './Home.module.css';

/** One tile per game category: a link to its lobby, or (cockfight) a button that starts it. */
export function CategoryGrid() {
  const { t } = useTranslation();

  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        {t('home.categoriesTitle')}
      </h2>
      <ul className={styles.grid}>
        {GAME_CATEGORY_LINKS.map((link) => {
          const tile = (
            <>
              <span className={styles.tileIcon}>
                <CategoryIcon category={link.category} size={30} />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileLabel}>{t(link.labelKey)}</span>
                <span className={styles.tileAction}>{t('home.playNow')}</span>
              </span>
            </>
          );
          return (
            <li key={link.category} data-category={link.category}>
              {link.to === null ? (
                <CockfightButton className={styles.tile}>{tile}</CockfightButton>
              ) : (
                <Link to={link.to} className={styles.tile}>
                  {tile}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
