import type { AgentPayoutView } from '@wps/shared-types';

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, options);

/**
 * A payout's period in the page's language: a window's start and end time (5 minutes, an hour),
 * else its first and last day (a day shows once).
 */
export function formatPeriod(
  payout: Pick<AgentPayoutView, 'period' | 'periodStart' | 'periodEnd'>,
) {
  const start = new Date(payout.periodStart);
  const end = new Date(payout.periodEnd);
  if (payout.period === 'FIVE_MINUTES' || payout.period === 'HOURLY') {
    return `${format({ dateStyle: 'medium', timeStyle: 'short' }).format(start)} – ${format({ timeStyle: 'short' }).format(end)}`;
  }
  // The end is exclusive: the period's last day is the one before it.
  const lastDay = new Date(end.getTime() - 1);
  const day = format({ dateStyle: 'medium' });
  const first = day.format(start);
  const last = day.format(lastDay);
  return first === last ? first : `${first} – ${last}`;
}
