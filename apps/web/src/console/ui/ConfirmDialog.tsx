import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../lib/i18n';
import { Dialog } from './Dialog';
import { ErrorMessage } from './QueryStatus';
import styles from './ui.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The request is under way: the confirm button waits, so a double click sends one. */
  busy: boolean;
  error: unknown;
}

/** Asks before an action that cannot be undone by the same button. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  error,
}: ConfirmDialogProps) {
  const { t } = useConsoleTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <div>{children}</div>
      {error ? <ErrorMessage error={error} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
