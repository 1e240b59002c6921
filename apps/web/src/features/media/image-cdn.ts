import { useSiteInfo } from '../system/hooks/useSystemStatus';

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

// One pick per page load: every image of a visit comes from the same CDN, so the browser reuses
// its connection and cache.
let pickedBase: { cdns: readonly string[]; base: string } | null = null;

function imageCdnBase(cdns: readonly string[]): string {
  if (pickedBase?.cdns !== cdns) pickedBase = { cdns, base: pickCdn(cdns) };
  return pickedBase.base;
}

const NO_CDNS: readonly string[] = [];

/** Turns catalogue image paths into URLs on the operator's image CDN. */
export function useImageUrl(): (path: string | null) => string | null {
  const cdns = useSiteInfo()?.imageCDNs ?? NO_CDNS;
  const base = imageCdnBase(cdns);
  return (path) => (path ? onCdn(base, path) : null);
}
