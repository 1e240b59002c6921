import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import styles from './AuthFrame.module.css';

/** The narrow card the sign-in steps and the first password change are shown in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useConsoleTranslation();
  return (
    <main className={styles.frame}>
      <div className={styles.card}>
        <div className={styles.top}>
          <p className={styles.brand}>{t('signIn.console')}</p>
          <LanguageSwitch />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
