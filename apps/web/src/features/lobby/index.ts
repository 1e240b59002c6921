export { CockfightButton } from './components/CockfightButton';
export { CategoryLobby } from './components/GameLobby';
export { useVendorLanes } from './hooks/useVendorLanes';
export { GameLaunchDialogs } from './components/GameLaunchDialogs';
export { useLaunchGame } from './hooks/useLaunchGame';
export { LobbyFrame, type LobbyLaunch } from './components/LobbyFrame';
export {
  eLotteryLaunch,
  FB_SPORTS_VENDOR,
  lobbyVendors,
  vendorLobbyLaunch,
  vnLotteryLaunch,
} from './lobby-launches';
