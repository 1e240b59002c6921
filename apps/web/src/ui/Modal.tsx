import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shows the close button (spec 1 §2: optional). */
  closable?: boolean;
  /** Escape closes the modal; a click outside never does (spec 1 §2). */
  closeOnEscape?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and returns focus
 * on close. Page scrolling is locked while it is open. Mount it to open it, unmount to close.
 */
export function Modal({
  title,
  onClose,
  children,
  closable = true,
  closeOnEscape = true,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The browser closes a dialog on Escape by itself; the parent decides instead.
        event.preventDefault();
        if (closeOnEscape) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('shell.close')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
