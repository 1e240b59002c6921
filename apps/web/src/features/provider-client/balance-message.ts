/** What the game client posts to the /game page after a round changed the member's balance. */
export const BALANCE_MESSAGE_TYPE = 'wps:balance';

export function isBalanceMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === BALANCE_MESSAGE_TYPE
  );
}

/**
 * The origin of the page that framed the client. The client may run on a launch CDN (another
 * origin than the site), and the referrer of a framed page is the page that framed it; without
 * one the site serves the client itself.
 */
function siteOrigin(): string {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return window.location.origin;
  }
}

/** Tells the framing site to refresh the balance it shows; nothing when not framed. */
export function postBalanceChanged(): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: BALANCE_MESSAGE_TYPE }, siteOrigin());
}
