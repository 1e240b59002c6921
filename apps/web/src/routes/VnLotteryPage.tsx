import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell';

/** /vnlottery (header only) */
export function VnLotteryPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('lottery.vnTitle')} />;
}
