import {
  LOTTERY_DEVICE,
  LOTTO_LAUNCH_MODE,
  prizeModeFor,
  type VendorCard,
  type VendorLane,
} from '@wps/shared-types';
import type { LobbyLaunch } from './components/LobbyFrame';

// Where the frame's back button leads from a lobby page: the page itself is the frame, so back
// leaves the lobby for the home page.
export const LOBBY_BACK_URL = '/';

// The sports vendor of /fbsports.
export const FB_SPORTS_VENDOR = 'FB';

/**
 * /vnlottery (spec 2 §7): lottoArea VN, launchMode LOTT, the site's prize mode, the betting view
 * of `gameCode` when the page names one, else the VN lottery's lobby.
 */
export function vnLotteryLaunch(
  lanes: readonly VendorLane[],
  gameCode: string | null,
): LobbyLaunch {
  return {
    lottoArea: 'VN',
    launchMode: LOTTO_LAUNCH_MODE,
    lottoPrizeMode: prizeModeFor(lanes),
    ...(gameCode ? { lottoView: 'betting', lottoGameCode: gameCode } : { lottoView: 'lobby' }),
    device: LOTTERY_DEVICE,
    backUrl: LOBBY_BACK_URL,
  };
}

/** /elott: the lobby of the first e-lottery vendor (spec 2 §2), or null when none is offered. */
export function eLotteryLaunch(lanes: readonly VendorLane[]): LobbyLaunch | null {
  const vendor = lanes.find((lane) => lane.gameCategory === 'ELOTT')?.cards[0]?.vassalage;
  if (!vendor) return null;
  return {
    vendor,
    launchMode: LOTTO_LAUNCH_MODE,
    lottoPrizeMode: prizeModeFor(lanes),
    lottoView: 'lobby',
    device: LOTTERY_DEVICE,
    backUrl: LOBBY_BACK_URL,
  };
}

/** /seamless and /fbsports: one vendor's lobby (its first game) in the frame. */
export function vendorLobbyLaunch(vendor: string): LobbyLaunch {
  return { vendor, backUrl: LOBBY_BACK_URL };
}

/** Every vendor of the lanes once, in lane order: the vendors /seamless offers to choose from. */
export function lobbyVendors(lanes: readonly VendorLane[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const card of lanes.flatMap((lane) => lane.cards)) {
    if (!seen.has(card.vassalage)) seen.set(card.vassalage, card);
  }
  return [...seen.values()];
}
