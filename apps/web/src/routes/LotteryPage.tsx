import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /lottery (header only, no navigation); takes gameCode, vendor and playType (spec 2 §2). */
export function LotteryPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vendor = searchParams.get('vendor');

  return (
    <PlaceholderPage title={t('games.categories.lottery')}>
      {vendor && <p>{t('games.vendorTab', { vendor })}</p>}
    </PlaceholderPage>
  );
}
