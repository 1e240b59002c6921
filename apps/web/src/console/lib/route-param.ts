import { useMatches } from 'react-router-dom';

/**
 * A parameter of the current route. Read through useMatches, which the player site uses too:
 * useParams would be the one router export only the console needs, and the shared library
 * chunk would then carry it to every player.
 */
export function useRouteParam(name: string): string | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.params[name];
}
