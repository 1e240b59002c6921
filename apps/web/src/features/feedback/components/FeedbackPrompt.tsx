import { useTranslation } from 'react-i18next';
import { FeedbackButton } from './FeedbackButton';
import styles from './FeedbackPrompt.module.css';

/** Under the help centre: a player who found no answer can write to the operator. */
export function FeedbackPrompt() {
  const { t } = useTranslation();
  return (
    <aside className={styles.prompt} aria-label={t('feedback.title')}>
      <p className={styles.text}>{t('feedback.helpPrompt')}</p>
      <FeedbackButton className="button button--primary" />
    </aside>
  );
}
