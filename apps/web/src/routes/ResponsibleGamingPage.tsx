import { useTranslation } from 'react-i18next';
import { ResponsibleGaming } from '../features/responsible-gaming';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /responsibleGaming: the member's limits, breaks, reality check and identity (issue 24). */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('responsibleGaming.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('responsibleGaming.title')}</h1>
      </div>
      <ResponsibleGaming />
    </div>
  );
}
