import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /promotions */
export function PromotionsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('promotions.title')} />;
}
