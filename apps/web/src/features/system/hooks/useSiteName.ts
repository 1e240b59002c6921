import { useTranslation } from 'react-i18next';
import { useSiteInfo } from './useSystemStatus';

/** The operator's site name; a neutral name until the status answers (or when it fails). */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useSiteInfo()?.siteName || t('shell.siteNameFallback');
}
