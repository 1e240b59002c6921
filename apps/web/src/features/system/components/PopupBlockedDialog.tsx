import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../ui/AlertDialog';

/** Spec 2 §8: 'Popup blocked. Please allow popups and try again.' */
export function PopupBlockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog title={t('system.customerService')} onClose={onClose}>
      <p>{t('system.popupBlocked')}</p>
    </AlertDialog>
  );
}
