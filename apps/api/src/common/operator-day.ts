// An operator day: from midnight to midnight in the site's time zone (merchant.timezone), the day
// daily limits and date filters count in.

/** The day (yyyy-MM-dd) `instant` falls on in `timeZone`. */
export function operatorDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** The instant a day (yyyy-MM-dd) starts in `timeZone`. */
export function operatorDayStart(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The zone's offset at that instant, then again at the result, for a day a clock change moves.
  let start = midnightUtc - offsetAt(midnightUtc, timeZone);
  start = midnightUtc - offsetAt(start, timeZone);
  return new Date(start);
}

/** The instant the day after `date` starts: a day range's exclusive end. */
export function operatorDayEnd(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return operatorDayStart(next, timeZone);
}

/**
 * The operator day or week (from Monday) `now` falls in: its first day (midnight UTC of that
 * date, as a DATE column keeps it) and the instant the next one starts. The rebate's and the
 * missions' periods.
 */
export function periodOf(
  period: 'DAILY' | 'WEEKLY',
  now: Date,
  timezone: string,
): { start: Date; next: Date } {
  const today = operatorDate(now, timezone);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // A week starts on Monday (getUTCDay: Sunday 0).
  const back = period === 'WEEKLY' ? (date.getUTCDay() + 6) % 7 : 0;
  const length = period === 'WEEKLY' ? 7 : 1;
  const start = new Date(Date.UTC(year, month - 1, day - back));
  const next = new Date(Date.UTC(year, month - 1, day - back + length));
  return { start, next: operatorDayStart(next.toISOString().slice(0, 10), timezone) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}
