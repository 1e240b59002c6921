import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@wps/shared-types';
import { LanguageSelector } from '../../i18n';
import { ThemeSwitch } from '../../theme';
import { hasCustomerService } from '../customer-service';
import { useCustomerService } from '../hooks/useCustomerService';
import styles from './SystemNoticePage.module.css';

interface SystemNoticePageProps {
  info: SiteInfo;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The frame of the pages that replace the whole application (maintenance, blocked region). */
export function SystemNoticePage({ info, icon, title, children }: SystemNoticePageProps) {
  const { t } = useTranslation();
  const customerService = useCustomerService();

  return (
    <div className={styles.page}>
      <header className={`${styles.bar} on-dark`}>
        <span className={styles.brand}>{info.siteName}</span>
        <div className={styles.controls}>
          <LanguageSelector operatorLanguages={info.languages} />
          <ThemeSwitch />
        </div>
      </header>
      <main className={styles.main}>
        <title>{`${title} | ${info.siteName}`}</title>
        <section className={styles.card} aria-labelledby="system-notice-title">
          <div className={styles.icon} aria-hidden="true">
            {icon}
          </div>
          <h1 id="system-notice-title" className={styles.title}>
            {title}
          </h1>
          {children}
          {hasCustomerService(info) && (
            <button type="button" className="button button--primary" onClick={customerService.open}>
              {t('system.customerService')}
            </button>
          )}
          {customerService.dialog}
        </section>
      </main>
    </div>
  );
}
