import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the SMS resend button). Counts from the end time rather than the ticks, so
 * a throttled background tab still shows the right number when it wakes.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(Math.max(0, Math.ceil(seconds)));
    setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : null);
  }, []);

  return { remaining, start };
}
