import { describe, expect, it } from 'vitest';
import { i18n } from '../features/i18n';
import { formatDateTime } from '../lib/date-time';
import { ApiError } from './client';
import { errorText } from './error-text';

describe('a refused game or deposit', () => {
  const t = i18n.t.bind(i18n);

  it('says when the time-out ends', () => {
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
});
