import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import styles from './RegisterDialog.module.css';

/** The registration modal (spec 1 §2). The form itself comes with the registration feature. */
export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('register.title')} onClose={onClose}>
      <p className={styles.text}>{t('register.placeholder')}</p>
      <p className={styles.age}>{t('register.ageNotice')}</p>
    </Modal>
  );
}
