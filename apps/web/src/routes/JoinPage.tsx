import { useTranslation } from 'react-i18next';
import { AgentJoin } from '../features/agent-join';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /join: agent joining. */
export function JoinPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('agent.joinTitle')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('agent.joinTitle')}</h1>
      </div>
      <AgentJoin />
    </div>
  );
}
