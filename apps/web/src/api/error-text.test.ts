import { describe, expect, it } from 'vitest';
import { i18n } from '../features/i18n';
import { formatDateTime } from '../lib/date-time';
import { ApiError } from './client';
import { errorText } from './error-text';

describe('refusals', () => {
  const t = i18n.t.bind(i18n);

  it('say when a time-out ends', () => {
    const endsAt = '2026-06-17T12:00:00.000Z';
    const error = new ApiError({
      code: 'PLAY_EXCLUDED',
      message: 'Your time-out lasts until …',
      status: 403,
      value: { kind: 'TIME_OUT', startsAt: '2026-06-10T12:00:00.000Z', endsAt },
    });
    expect(errorText(t, error)).toBe(
      `${t('errors.PLAY_EXCLUDED')} Ia tamat pada ${formatDateTime(endsAt)}.`,
    );
  });

  it('name the limit and what the period used of it', () => {
    const error = new ApiError({
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'This deposit would pass your daily deposit limit of 100.00',
      status: 403,
      value: { kind: 'DEPOSIT_DAY', limit: '1000.00', used: '950.00' },
    });
    expect(errorText(t, error)).toBe(
      'Deposit ini akan melebihi had deposit anda. Lihat Permainan bertanggungjawab. Had: 1,000.00; sudah digunakan dalam tempoh ini: 950.00.',
    );
  });
});
