import { wagePeriodsEndingOn } from './agent-payout.jobs.js';

describe('the dividend wage periods an operator day ends', () => {
  it.each([
    // A Wednesday mid-month: its own day only.
    ['2026-11-11', [['DAILY', '2026-11-11']]],
    // The 15th (a Sunday): the day, the week from Monday, the first half-month.
    [
      '2026-11-15',
      [
        ['DAILY', '2026-11-15'],
        ['WEEKLY', '2026-11-09'],
        ['SEMIMONTHLY', '2026-11-01'],
      ],
    ],
    // The month's last day: the second half-month and the month.
    [
      '2026-11-30',
      [
        ['DAILY', '2026-11-30'],
        ['SEMIMONTHLY', '2026-11-16'],
        ['MONTHLY', '2026-11-01'],
      ],
    ],
    // February of a leap year ends on the 29th.
    [
      '2028-02-29',
      [
        ['DAILY', '2028-02-29'],
        ['SEMIMONTHLY', '2028-02-16'],
        ['MONTHLY', '2028-02-01'],
      ],
    ],
    ['2028-02-28', [['DAILY', '2028-02-28']]],
  ])('%s', (day, expected) => {
    expect(wagePeriodsEndingOn(day).map(({ period, from }) => [period, from])).toEqual(expected);
  });
});
