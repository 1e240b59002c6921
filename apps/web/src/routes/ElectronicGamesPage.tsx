import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { categoryLinkOfPath } from '../features/games/categories';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /rng, /fish, /pvp: the electronic-games page; /rng selects its vendor tab with ?page=. */
export function ElectronicGamesPage() {
  const { t } = useTranslation();
  const category = categoryLinkOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const vendorTab = category?.category === 'RNG' ? searchParams.get('page') : null;

  return (
    <PlaceholderPage title={t(category?.labelKey ?? 'games.categories.slots')}>
      {vendorTab && <p>{t('games.vendorTab', { vendor: vendorTab })}</p>}
    </PlaceholderPage>
  );
}
