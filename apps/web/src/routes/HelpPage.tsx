import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FeedbackPrompt } from '../features/feedback';
import { HelpCentre } from '../features/help-centre';
import { RESPONSIBLE_GAMING_PATH } from '../features/responsible-gaming';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/**
 * /help and the standalone /helpmc; /help#term scrolls to the terms (spec 1 §2). The
 * responsible-gaming page is offered first.
 */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('help.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('help.title')}</h1>
      </div>
      <aside className={styles.panel} aria-label={t('responsibleGaming.title')}>
        <p className={styles.note}>{t('responsibleGaming.summary')}</p>
        <Link className="button button--primary" to={RESPONSIBLE_GAMING_PATH}>
          {t('responsibleGaming.title')}
        </Link>
      </aside>
      <HelpCentre />
      <FeedbackPrompt />
    </div>
  );
}
