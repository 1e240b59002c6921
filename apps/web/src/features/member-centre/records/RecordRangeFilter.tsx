import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recordRangeProblem,
  RECORD_MAX_RANGE_DAYS,
  type RecordRangeProblem,
} from '@wps/shared-types';
import {
  MEMBER_PRESET_LABELS,
  presetRange,
  type PresetChoice,
  type RangePreset,
  type RecordRange,
} from './date-range';
import styles from './records.module.css';
import { useOperatorToday } from './useOperatorToday';

const PROBLEM_KEYS = {
  from: 'records.rangeErrors.from',
  to: 'records.rangeErrors.to',
  order: 'records.rangeErrors.order',
  length: 'records.rangeErrors.length',
} as const satisfies Record<RecordRangeProblem, string>;

interface RecordRangeFilterProps {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
  /** The preset buttons, in order (the member's records' by default). */
  presets?: readonly PresetChoice[];
}

/** Presets (today, past 7 and 30 days by default) and a custom from/to, applied once valid. */
export function RecordRangeFilter({ value, onChange, presets }: RecordRangeFilterProps) {
  const { t } = useTranslation();
  const choices =
    presets ??
    (Object.keys(MEMBER_PRESET_LABELS) as (keyof typeof MEMBER_PRESET_LABELS)[]).map((preset) => ({
      preset,
      label: t(MEMBER_PRESET_LABELS[preset]),
    }));
  const today = useOperatorToday();
  const [preset, setPreset] = useState<RangePreset | 'custom'>('today');
  const [draft, setDraft] = useState<RecordRange>(value);
  const problem = preset === 'custom' ? recordRangeProblem(draft.from, draft.to) : null;

  const choose = (next: RangePreset) => {
    setPreset(next);
    const range = presetRange(next, today);
    setDraft(range);
    onChange(range);
  };
  const edit = (change: Partial<RecordRange>) => {
    const range = { ...draft, ...change };
    setDraft(range);
    if (!recordRangeProblem(range.from, range.to)) onChange(range);
  };

  return (
    <div className={styles.filters}>
      <div role="group" aria-label={t('records.period')} className={styles.presets}>
        {choices.map((choice) => (
          <button
            key={choice.preset}
            type="button"
            className="button button--small button--ghost"
            aria-pressed={preset === choice.preset}
            onClick={() => choose(choice.preset)}
          >
            {choice.label}
          </button>
        ))}
        <button
          type="button"
          className="button button--small button--ghost"
          aria-pressed={preset === 'custom'}
          onClick={() => setPreset('custom')}
        >
          {t('records.presets.custom')}
        </button>
      </div>
      {preset === 'custom' && (
        <div className={styles.dates}>
          <label>
            {t('records.from')}
            <input
              type="date"
              value={draft.from}
              aria-invalid={problem === 'from' || problem === 'order' || problem === 'length'}
              onChange={(event) => edit({ from: event.target.value })}
            />
          </label>
          <label>
            {t('records.to')}
            <input
              type="date"
              value={draft.to}
              aria-invalid={problem !== null}
              onChange={(event) => edit({ to: event.target.value })}
            />
          </label>
          {problem && (
            <p role="alert" className={styles.error}>
              {t(PROBLEM_KEYS[problem], { days: RECORD_MAX_RANGE_DAYS })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
