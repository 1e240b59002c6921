import { Suspense } from 'react';
import { WINNER_BOARD_ALL } from '@wps/shared-types';
import { PageTitle } from '../../system';
import { WinnerBoard } from '../../winners';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import styles from './Home.module.css';

export function HomeContent() {
  return (
    <div className={styles.page}>
      <PageTitle />
      <HomeHero />
      <CategoryGrid />
      <Suspense fallback={null}>
        <WinnerBoard category={WINNER_BOARD_ALL} />
      </Suspense>
    </div>
  );
}
