import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GAME_CATEGORY_LINKS } from '../../games/categories';
import { CategoryIcon } from '../../games/components/CategoryIcon';
import styles from './Home.module.css';

/** One tile per game category; the game lists of a later issue replace the placeholder text. */
export function CategoryGrid() {
  const { t } = useTranslation();

  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        {t('home.categoriesTitle')}
      </h2>
      <ul className={styles.grid}>
        {GAME_CATEGORY_LINKS.map((link) => (
          <li key={link.category}>
            <Link to={link.to} className={styles.tile} data-category={link.category}>
              <span className={styles.tileIcon}>
                <CategoryIcon category={link.category} size={30} />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileLabel}>{t(link.labelKey)}</span>
                <span className={styles.tileAction}>{t('home.playNow')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
