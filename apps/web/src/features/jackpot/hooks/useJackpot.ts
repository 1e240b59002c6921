import { useEffect, useState } from 'react';
import { JACKPOT_STEP_CENTS, JACKPOT_TICK_MS, jackpotCentsAt } from '../jackpot';

/**
 * The jackpot in cents, rising by one step per tick while the page is shown. The timer stops on
 * unmount and while the tab is hidden; on return the value catches up with the clock.
 */
export function useJackpot(): number {
  const [cents, setCents] = useState(() => jackpotCentsAt(Date.now()));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer !== undefined) return;
      timer = setInterval(() => setCents((value) => value + JACKPOT_STEP_CENTS), JACKPOT_TICK_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      setCents(jackpotCentsAt(Date.now()));
      start();
    };

    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, []);

  return cents;
}
