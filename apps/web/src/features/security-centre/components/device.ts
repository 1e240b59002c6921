import type { TFunction } from 'i18next';
import type { LoginHistoryEntry } from '@wps/shared-types';

/** "Chrome · Windows", or what is known of it. */
export function deviceText(t: TFunction, entry: LoginHistoryEntry): string {
  const parts = [entry.browser, entry.os].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : t('securityCentre.unknownDevice');
}

export function loginTime(iso: string): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
