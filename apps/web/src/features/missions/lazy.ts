import { lazy } from 'react';

// The member centre's missionLeaderboard and playerRank pages, chunks of their own.
export const MissionLeaderboardPage = lazy(() =>
  import('./components/MissionLeaderboardPage').then((module) => ({
    default: module.MissionLeaderboardPage,
  })),
);

export const PlayerRankPage = lazy(() =>
  import('./components/PlayerRankPage').then((module) => ({
    default: module.PlayerRankPage,
  })),
);
