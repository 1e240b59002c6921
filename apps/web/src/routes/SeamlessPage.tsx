import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LobbyFrame, lobbyVendors, useVendorLanes, vendorLobbyLaunch } from '../features/lobby';
import styles from '../ui/Page.module.css';

/** /seamless (header only, no navigation): `?vendor=`'s lobby in a frame, else a vendor list. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const vendor = useSearchParams()[0].get('vendor');
  const { lanes } = useVendorLanes();
  return (
    <LobbyFrame title={t('games.seamlessTitle')} launch={vendor ? vendorLobbyLaunch(vendor) : null}>
      <nav aria-label={t('lobby.frameChooseVendor')}>
        <p className={styles.note}>{t('lobby.frameChooseVendor')}</p>
        <ul>
          {lobbyVendors(lanes).map((card) => (
            <li key={card.vassalage}>
              <Link to={`/seamless?vendor=${encodeURIComponent(card.vassalage)}`}>{card.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </LobbyFrame>
  );
}
