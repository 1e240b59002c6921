import { describe, expect, it } from 'vitest';
import type { UplineTransferOverview } from '@wps/shared-types';
import { checkTransferDraft } from './transfer-draft';

const overview: UplineTransferOverview = {
  upline: { account: 'demo_agent', nickname: 'Demo Agent' },
  minAmount: '10.00',
  maxAmount: '10000.00',
  dailyAmount: '500.00',
  usedAmount: '450.00',
};

describe('checkTransferDraft', () => {
  it('accepts an amount within the limits, what today leaves and the balance', () => {
    expect(
      checkTransferDraft({ amount: '50', paymentPassword: '135790' }, overview, '50.00'),
    ).toEqual({});
  });

  it('refuses a malformed amount, one outside the limits, above the day or the balance', () => {
    const amount = (value: string, balance: string | null = null) =>
      checkTransferDraft({ amount: value, paymentPassword: '135790' }, overview, balance).amount;
    expect(amount('abc')).toBe('transferUpline.errors.amountFormat');
    expect(amount('1.234')).toBe('transferUpline.errors.amountFormat');
    expect(amount('9.99')).toBe('transferUpline.errors.amountMin');
    expect(amount('10000.01')).toBe('transferUpline.errors.amountMax');
    expect(amount('50.01')).toBe('transferUpline.errors.dailyAmount');
    expect(amount('20.00', '19.99')).toBe('transferUpline.errors.insufficient');
  });

  it('wants a six-digit payment password', () => {
    expect(
      checkTransferDraft({ amount: '20', paymentPassword: '12345' }, overview, null)
        .paymentPassword,
    ).toBe('transferUpline.errors.paymentPassword');
  });
});
