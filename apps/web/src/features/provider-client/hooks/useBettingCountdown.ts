import { useEffect, useRef, useState } from 'react';

/**
 * A live table's betting time: `start` counts `seconds` down, one a second, and calls `onClose`
 * when it runs out (with the chips then on the table, as the latest `onClose` sees them).
 */
export function useBettingCountdown(seconds: number, onClose: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (remaining === null) return;
    const timer = window.setTimeout(() => {
      if (remaining > 1) {
        setRemaining(remaining - 1);
        return;
      }
      setRemaining(null);
      close.current();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return { remaining, counting: remaining !== null, start: () => setRemaining(seconds) };
}
