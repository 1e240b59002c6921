import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell';

/** /seamless (header only, no navigation) */
export function SeamlessPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('games.seamlessTitle')} />;
}
