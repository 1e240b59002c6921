import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';
import { useDragOffset } from './useDragOffset';

/** Spec 1 §9: modals fade, with a delay of 100 ms. */
export const MODAL_DELAY_MS = 100;

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shows the close button (spec 1 §2: optional). */
  closable?: boolean;
  /** Escape closes the modal (click-to-close); a click outside never does (spec 1 §2). */
  closeOnEscape?: boolean;
  /** Dims the page behind the modal (spec 1 §2: optional background). */
  background?: boolean;
  /** overlay: the centres' full-size panel with a menu beside the page. */
  size?: 'small' | 'medium' | 'large' | 'overlay';
}

/**
 * A modal on the native <dialog>: the browser traps focus and makes the page inert. Page scrolling
 * is locked while it is open. Mount it to open it, unmount to close; a close by the player fades
 * out for MODAL_DELAY_MS before `onClose` runs. Focus goes back to what had it before the modal
 * opened (WCAG 2.4.3): the browser's own return does not happen here, as React removes the
 * dialog from the page before it is closed.
 */
export function Modal({
  title,
  onClose,
  children,
  closable = true,
  closeOnEscape = closable,
  background = true,
  size = 'medium',
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeTimer = useRef<number | null>(null);
  const [closing, setClosing] = useState(false);
  const { offset, handleProps } = useDragOffset();
  // The centres' overlay fills the window; only the smaller modals move (spec 1 §9: draggable).
  const draggable = size !== 'overlay';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      // A modal that replaced another (login to forgotten password) finds the first one's opener
      // focused again by now, so the chain ends where it started.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (closeTimer.current !== null) return;
    setClosing(true);
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = null;
      onClose();
    }, MODAL_DELAY_MS);
  };

  const className = [
    styles.dialog,
    styles[size],
    background ? '' : styles.noBackground,
    closing ? styles.closing : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={titleId}
      style={draggable ? { translate: `${offset.x}px ${offset.y}px` } : undefined}
      onCancel={(event) => {
        // The browser closes a dialog on Escape by itself; the modal's settings decide instead.
        event.preventDefault();
        if (closeOnEscape) requestClose();
      }}
    >
      <div
        className={draggable ? `${styles.header} ${styles.draggable}` : styles.header}
        {...(draggable ? handleProps : {})}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <button
            type="button"
            className={styles.close}
            onClick={requestClose}
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
