import { useTranslation } from 'react-i18next';
import { FeedbackPrompt } from '../features/feedback';
import { HelpCentre } from '../features/help-centre';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /help and the standalone /helpmc; /help#term scrolls to the terms (spec 1 §2). */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('help.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('help.title')}</h1>
      </div>
      <HelpCentre />
      <FeedbackPrompt />
    </div>
  );
}
