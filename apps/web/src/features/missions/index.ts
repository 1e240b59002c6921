// The pages are exported lazily (lazy.ts): the member centre loads each as its own chunk.
export { MissionLeaderboardPage, PlayerRankPage } from './lazy';
export { useMissionCount } from './hooks/useMissionCount';
