import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import styles from './Form.module.css';

interface AlertDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Shown with a cancel button; without it the dialog only informs. */
  onConfirm?: () => void;
  confirmLabel?: string;
  busy?: boolean;
}

/** A small warning or confirmation dialog (demo-account warning, sign out, SMS failure). */
export function AlertDialog({
  title,
  children,
  onClose,
  onConfirm,
  confirmLabel,
  busy = false,
}: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} size="small">
      <div className={styles.form}>
        <div role="alert">{children}</div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button button--primary ${styles.submit}`}
            onClick={onConfirm ?? onClose}
            disabled={busy}
          >
            {confirmLabel ?? t('access.ok')}
          </button>
          {onConfirm && (
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('access.cancel')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
