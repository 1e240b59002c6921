/**
 * Paths a visitor may open without a session while the operator's route guard is on (spec 1 §2).
 * /play carries its own player token and may run on a launch CDN, where no site session exists.
 */
export const ROUTE_GUARD_OPEN_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
  '/play',
];

export function isOpenWithoutSession(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ROUTE_GUARD_OPEN_PATHS.some((open) => open.toLowerCase() === path);
}
