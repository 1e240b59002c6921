import { CategoryLobby } from '../features/lobby';

/** /live, /sports, /esports: one games page, the category comes from the path (spec 2 §2). */
export function GamesPage() {
  return <CategoryLobby withFilters={false} />;
}
