import { shiftRecordDate, type RecordRangeQuery } from '@wps/shared-types';

export type RecordRange = Pick<RecordRangeQuery, 'from' | 'to'>;

// The spec's date pickers also offer "next 7 / 30 days"; records hold no future rows, so the
// records offer only today and the past.
export const RANGE_PRESETS = {
  today: { days: 1, labelKey: 'records.presets.today' },
  past7: { days: 7, labelKey: 'records.presets.past7' },
  past30: { days: 30, labelKey: 'records.presets.past30' },
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

/**
 * Today in the operator's time zone, yyyy-MM-dd: the server cuts record days in that zone, so a
 * player whose device is elsewhere (or past midnight there first) still sees today's rows.
 */
export function operatorToday(timezone: string, now = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function presetRange(preset: RangePreset, today: string): RecordRange {
  return { from: shiftRecordDate(today, 1 - RANGE_PRESETS[preset].days), to: today };
}
