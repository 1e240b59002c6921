import { useSiteInfo } from '../system';

/**
 * Spec 2 §7: the image CDN is picked at random from the operator's list. An empty entry (the
 * seed's default) means the site's own origin.
 */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return '';
  return cdns[Math.floor(random() * cdns.length)] ?? '';
}

/** A catalogue path (`/media/games/…`) on a CDN base; absolute URLs are left as they are. */
export function onCdn(base: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * One pick per page load: every URL of a visit comes from the same CDN, so the browser reuses its
 * connection and cache. The list is compared by content, so a refetched status with the same
 * CDNs keeps the pick (a game frame must not reload because the status was refreshed).
 */
export function createCdnPicker(): (cdns: readonly string[]) => string {
  let picked: { list: string; base: string } | null = null;
  return (cdns) => {
    const list = cdns.join('\n');
    if (picked?.list !== list) picked = { list, base: pickCdn(cdns) };
    return picked.base;
  };
}

const imageCdnBase = createCdnPicker();

const NO_CDNS: readonly string[] = [];

/** Turns catalogue image paths into URLs on the operator's image CDN. */
export function useImageUrl(): (path: string | null) => string | null {
  const cdns = useSiteInfo()?.imageCDNs ?? NO_CDNS;
  const base = imageCdnBase(cdns);
  return (path) => (path ? onCdn(base, path) : null);
}
