import type { QueryClient } from '@tanstack/react-query';
import { clientState } from '../../lib/client-state';
import { joinTabSession } from './api';
import { endSession } from './hooks/useMemberInfo';
import { sessionStore } from './session-store';

// The tabs of one browser share a login (docs/decisions.md, "Sessions across tabs"): a new tab
// asks the server for a token of its own, and a logout in one tab ends the others at once.

/** The BroadcastChannel of this browser's tabs, and what a logout posts on it. */
export const TAB_CHANNEL = 'wps-session';
export const LOGOUT_MESSAGE = 'logout';

/**
 * Before the first render: a tab without a token of its own joins the browser's session when the
 * server's hint cookie says there is one, so no guard sees it logged out while it asks. Any
 * failure (a session that ended, the network) leaves the tab logged out.
 */
export async function joinBrowserSession(): Promise<void> {
  if (clientState.getToken() || !clientState.hasTabSessionHint()) return;
  try {
    sessionStore.join(await joinTabSession());
  } catch {
    // Logged out: the server cleared its cookies if the session had ended.
  }
}

let channel: BroadcastChannel | null = null;

/**
 * Once per page: this tab hears the other tabs' logouts and can announce its own. A tab that hears
 * one drops its session (its token is dead already). Answers the disconnection.
 */
export function connectTabs(queryClient: QueryClient): () => void {
  // Every browser the site supports has BroadcastChannel; without it tabs just find out later.
  const connected =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;
  channel = connected;
  connected?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === LOGOUT_MESSAGE && clientState.getToken()) endSession(queryClient);
  });
  return () => {
    connected?.close();
    if (channel === connected) channel = null;
  };
}

/** The member logged out in this tab: every other tab logs out too. */
export function announceLogout(): void {
  channel?.postMessage(LOGOUT_MESSAGE);
}
