import type { ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * A wide table's sideways scroller. It takes focus so a keyboard can scroll it (WCAG 2.1.1), which
 * matters when the table holds nothing focusable, a read-only form's disabled fields included.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
