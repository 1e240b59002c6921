import type { ReactNode } from 'react';
import styles from './ui.module.css';

const TONES = {
  neutral: styles.badge,
  good: `${styles.badge} ${styles.badgeGood}`,
  warning: `${styles.badge} ${styles.badgeWarning}`,
  danger: `${styles.badge} ${styles.badgeDanger}`,
} as const;

/** A short state in a table or a detail list: enabled, disabled, under maintenance. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return <span className={TONES[tone]}>{children}</span>;
}
