import { lazy } from 'react';

// The winner board, a chunk of its own: the home page and the lobbies load it after their games.
export const WinnerBoard = lazy(() =>
  import('./components/WinnerBoard').then((module) => ({ default: module.WinnerBoard })),
);
