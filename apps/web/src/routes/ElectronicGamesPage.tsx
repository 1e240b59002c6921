import { CategoryLobby } from '../features/lobby/components/GameLobby';

/** /rng, /fish, /pvp: the electronic-games page, with filters; /rng picks its vendor by ?page=. */
export function ElectronicGamesPage() {
  return <CategoryLobby withFilters />;
}
