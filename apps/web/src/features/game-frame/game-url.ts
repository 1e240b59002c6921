import { onCdn } from '../media';

// Stands in for the site while checking whether a url is one of its paths.
const SITE = 'https://site.invalid';

/**
 * The frame's address for the launch `url`: a path of the site (`/play?token=…`) goes on the
 * launch CDN; an absolute http(s) address (a vendor's own game server) stays as it is. Other
 * schemes (javascript:, data:) are refused: the url arrives in the page address, which anyone
 * can write, and must never run script in the site's origin.
 */
export function frameSource(url: string | null, cdnBase: string): string | null {
  if (!url) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, SITE);
  } catch {
    return null;
  }
  if (resolved.origin === SITE) return onCdn(cdnBase, `${resolved.pathname}${resolved.search}`);
  return /^https?:$/.test(resolved.protocol) ? resolved.href : null;
}

/** The origin a frame at `src` runs in: the only sender whose messages the page believes. */
export function originOf(src: string): string {
  return new URL(src, window.location.href).origin;
}

/**
 * `path` when it is a path of the site (`/vnlottery`), else null: the back link arrives in the
 * page address too, and must not lead away from the site (`//host`, `/\\host`, `https:`).
 */
export function sitePath(path: string | null): string | null {
  return path && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : null;
}
