import { useCallback, useRef } from 'react';

/** Lets `action` run at most once per `intervalMs` (spec 1 §9: SMS and captcha, 1 second). */
export function useThrottle<A extends unknown[]>(
  action: (...args: A) => void,
  intervalMs: number,
): (...args: A) => boolean {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return false;
      lastRun.current = now;
      action(...args);
      return true;
    },
    [action, intervalMs],
  );
}
