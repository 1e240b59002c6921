import { useTranslation } from 'react-i18next';
import { FB_SPORTS_VENDOR, LobbyFrame, vendorLobbyLaunch } from '../features/lobby';

/** /fbsports (header only): the FB sports lobby in a frame. */
export function FbSportsPage() {
  const { t } = useTranslation();
  return (
    <LobbyFrame title={t('games.fbSportsTitle')} launch={vendorLobbyLaunch(FB_SPORTS_VENDOR)} />
  );
}
