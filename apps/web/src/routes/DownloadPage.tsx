import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /down: app download */
export function DownloadPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('download.title')} />;
}
