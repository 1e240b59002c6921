import { PageTitle } from '../../system';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import styles from './Home.module.css';

export function HomeContent() {
  return (
    <div className={styles.page}>
      <PageTitle />
      <HomeHero />
      <CategoryGrid />
    </div>
  );
}
