import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { categoryLinkOfPath } from '../features/games';
import { JackpotCounter } from '../features/jackpot';
import { CategoryLobby } from '../features/lobby';
import { PvpRooms } from '../features/pvp-rooms';

/**
 * /rng, /fish, /pvp: the electronic-games page, with filters; /rng picks its vendor by ?page=.
 * The slots page shows the jackpot ticker (spec 1 §2), the card games page its rooms.
 */
export function ElectronicGamesPage() {
  const category = categoryLinkOfPath(useLocation().pathname)?.category;
  const highlight =
    category === 'RNG' ? (
      <JackpotCounter />
    ) : category === 'PVP' ? (
      <Suspense fallback={null}>
        <PvpRooms />
      </Suspense>
    ) : undefined;
  return <CategoryLobby withFilters highlight={highlight} />;
}
