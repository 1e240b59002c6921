import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /promoDetail */
export function PromoDetailPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('promotions.detailTitle')} />;
}
