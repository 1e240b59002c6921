import { useTranslation } from 'react-i18next';
import { NoticeBoard } from '../features/content';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /noticePage: announcements, 9 per page, with a detail pane. */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('notice.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('notice.title')}</h1>
      </div>
      <div className={styles.panel}>
        <NoticeBoard />
      </div>
    </div>
  );
}
