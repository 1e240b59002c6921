import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /game: runs a launched game inside a frame (the launch feature supplies the URL). */
export function GamePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vendor = searchParams.get('vendor');

  return (
    <PlaceholderPage title={t('games.gameFrameTitle')}>
      {vendor && <p>{t('games.vendorTab', { vendor })}</p>}
    </PlaceholderPage>
  );
}
