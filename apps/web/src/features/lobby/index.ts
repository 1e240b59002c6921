export { CockfightButton } from './components/CockfightButton';
export { CategoryLobby } from './components/GameLobby';
export { useVendorLanes } from './hooks/useVendorLanes';
