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

/** Today on the player's device, yyyy-MM-dd (the operator's zone cuts the days on the server). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function presetRange(preset: RangePreset, today = localToday()): RecordRange {
  return { from: shiftRecordDate(today, 1 - RANGE_PRESETS[preset].days), to: today };
}
