import { lazy } from 'react';

// The card-game rooms, a chunk of their own loaded by the /pvp lobby only.
export const PvpRooms = lazy(() =>
  import('./components/PvpRooms').then((module) => ({ default: module.PvpRooms })),
);
