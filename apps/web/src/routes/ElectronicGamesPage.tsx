import { useLocation } from 'react-router-dom';
import { categoryLinkOfPath } from '../features/games';
import { JackpotCounter } from '../features/jackpot';
import { CategoryLobby } from '../features/lobby';

/** /rng, /fish, /pvp: the electronic-games page, with filters; /rng picks its vendor by ?page=. */
export function ElectronicGamesPage() {
  // The jackpot ticker belongs to the slots page only (spec 1 §2).
  const isSlots = categoryLinkOfPath(useLocation().pathname)?.category === 'RNG';
  return <CategoryLobby withFilters highlight={isSlots ? <JackpotCounter /> : undefined} />;
}
