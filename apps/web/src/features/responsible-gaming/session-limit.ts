import { useSyncExternalStore } from 'react';

// setTimeout fires at once for a delay beyond a signed 32-bit number of milliseconds (24.8 days);
// a session limit is at most 24 hours, so this only guards against a wrong answer.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * A session that disappears this close to its limit's end was ended by the limit: the server
 * refuses it from its end, and the browser's clock may run a little behind the server's.
 */
export const SESSION_END_SLACK_MS = 60_000;

/** Milliseconds from `now` until `end`, as a timer can wait them. */
export function delayUntil(end: number, now: number): number {
  return Math.min(Math.max(end - now, 0), LONGEST_TIMER_MS);
}

/** Whether a session whose limit ends at `end` and that ended at `now` ended by its limit. */
export function endedByLimit(end: number | null, now: number): boolean {
  return end !== null && end <= now + SESSION_END_SLACK_MS;
}

// The notice outlives the session it speaks of, so it is kept outside the member's queries.
let noticeShown = false;
const listeners = new Set<() => void>();

function setNotice(shown: boolean): void {
  noticeShown = shown;
  listeners.forEach((listener) => listener());
}

export const sessionLimitNotice = {
  show: () => setNotice(true),
  hide: () => setNotice(false),
};

export function useSessionLimitNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => noticeShown,
    () => noticeShown,
  );
}
