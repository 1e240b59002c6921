import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../system';
import styles from '../../../ui/Page.module.css';

interface PlaceholderPageProps {
  title: string;
  /** The note under the title; by default it says the page is being prepared. */
  description?: string;
  children?: ReactNode;
}

/** The frame of a page whose feature is not built yet: its title, a short note, then children. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      <div className={styles.panel}>
        <p className={styles.note}>{description ?? t('shell.placeholder')}</p>
        {children}
      </div>
    </div>
  );
}
