import { useEffect, useState } from 'react';
import type { LotteryMenuGame } from '@wps/shared-types';

const TICK_MS = 1000;
// A draw is published a moment after it closes; asking at once would often get the old result.
const DRAW_PUBLISH_GRACE_MS = 2000;
// While the server has not published a closed draw yet, ask again this often.
const DRAW_RETRY_MS = 5000;
// Timers cannot wait for draws days away (the browser caps them near 25 days): look again hourly.
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** The current time, ticking every second, for the draw countdowns of one page. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Calls `refresh` once the earliest next draw of `games` has closed, so results and countdowns
 * move on by themselves. `answeredAt` (the answer's time) starts a new wait after each refresh.
 */
export function useRefreshAfterDraw(
  games: readonly LotteryMenuGame[],
  answeredAt: number,
  refresh: () => void,
): void {
  const drawTimes = games.map((game) => Date.parse(game.nextDrawAt)).filter(Number.isFinite);
  const nextDraw = drawTimes.length > 0 ? Math.min(...drawTimes) : null;

  useEffect(() => {
    if (nextDraw === null) return;
    const untilPublished = nextDraw + DRAW_PUBLISH_GRACE_MS - Date.now();
    const wait = untilPublished > 0 ? Math.min(untilPublished, LONGEST_WAIT_MS) : DRAW_RETRY_MS;
    const timer = setTimeout(refresh, wait);
    return () => clearTimeout(timer);
  }, [nextDraw, answeredAt, refresh]);
}
