const SECOND_MS = 1000;
const DAY_SECONDS = 24 * 60 * 60;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The time left before a draw closes: whole days and an hh:mm:ss clock; null once it closed. */
export function countdown(drawAt: string, now: number): { days: number; clock: string } | null {
  const secondsLeft = Math.ceil((Date.parse(drawAt) - now) / SECOND_MS);
  if (!(secondsLeft > 0)) return null;
  const days = Math.floor(secondsLeft / DAY_SECONDS);
  const rest = secondsLeft % DAY_SECONDS;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map(twoDigits)
    .join(':');
  return { days, clock };
}
