import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /vip */
export function VipPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('vip.title')} />;
}
