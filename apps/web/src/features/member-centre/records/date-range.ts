import { shiftRecordDate, type RecordRangeQuery } from '@wps/shared-types';

export type RecordRange = Pick<RecordRangeQuery, 'from' | 'to'>;

const same = (today: string) => today;

// The spec's date pickers also offer "next 7 / 30 days"; records hold no future rows, so the
// records offer only today and the past. The agent centre's reports add yesterday and this month.
export const RANGE_PRESETS = {
  today: { from: same, to: same },
  yesterday: {
    from: (today: string) => shiftRecordDate(today, -1),
    to: (today: string) => shiftRecordDate(today, -1),
  },
  past7: {
    from: (today: string) => shiftRecordDate(today, -6),
    to: same,
  },
  past30: {
    from: (today: string) => shiftRecordDate(today, -29),
    to: same,
  },
  thisMonth: {
    from: (today: string) => `${today.slice(0, 8)}01`,
    to: same,
  },
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

/** A preset button: its period and its label. */
export interface PresetChoice {
  preset: RangePreset;
  label: string;
}

/** The member's records' presets (spec 1 §7), by their label's key. */
export const MEMBER_PRESET_LABELS = {
  today: 'records.presets.today',
  past7: 'records.presets.past7',
  past30: 'records.presets.past30',
} as const;

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
  const { from, to } = RANGE_PRESETS[preset];
  return { from: from(today), to: to(today) };
}
