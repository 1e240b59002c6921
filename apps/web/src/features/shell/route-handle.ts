import { useMatches } from 'react-router-dom';

/**
 * What the shell shows around a route. `full`: header, footer and side menu; `headerOnly`:
 * header without footer or side menu; `standalone`: the page alone (/helpmc). Banner groups
 * come from the path (shared-types `bannerGroupForRoute`).
 */
export interface RouteHandle {
  layout?: 'full' | 'headerOnly' | 'standalone';
  /** Hides the header's navigation (/lottery, /seamless). */
  hideNav?: boolean;
  /** False hides the side menu on a full-layout route (/pointMall). */
  sideMenu?: boolean;
  /**
   * The game page: the site fits the window and leaves the game the rest, without the notice
   * marquee and, on a phone, without the header's top bar (/game).
   */
  gameView?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
