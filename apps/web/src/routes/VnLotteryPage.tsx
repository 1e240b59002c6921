import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LobbyFrame, useVendorLanes, vnLotteryLaunch } from '../features/lobby';

/** /vnlottery (header only): the VN lottery lobby, or the betting view of `?gameCode=`. */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // The prize mode comes from the vendor lanes (spec 2 §4): wait for them.
  const { lanes, isLoading } = useVendorLanes();
  const launch = isLoading ? null : vnLotteryLaunch(lanes, search.get('gameCode'));
  return <LobbyFrame title={t('lottery.vnTitle')} launch={launch} />;
}
