import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /pointMall (no side menu) */
export function PointMallPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pointMall.title')} />;
}
