import { useEffect, useState } from 'react';

// A page that never goes quiet (a slow phone still loading) runs the work after this anyway.
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the browser has had an idle moment after `ready` turned true, and from then on: for
 * what the first screen does not need, so it does not add to the work of the page's load.
 * Browsers without requestIdleCallback (Safari) wait for the next task instead.
 */
export function useBrowserIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}
