import { describe, expect, it } from 'vitest';
import type { DepositChannel } from '@wps/shared-types';
import { checkDepositDraft } from './deposit-draft';

const bank: DepositChannel = {
  id: 1,
  type: 'BANK_TRANSFER',
  name: 'Maybank',
  bankName: 'Maybank',
  accountHolder: 'WPS',
  accountNumber: '1234',
  qrImageUrl: null,
  minAmount: '30.00',
  maxAmount: '50000.00',
  dailyAmount: null,
  dailyCount: null,
  usedToday: { amount: '0.00', count: 0 },
  promotion: null,
};
const proof = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
const draft = (overrides: Partial<Parameters<typeof checkDepositDraft>[0]> = {}) => ({
  channelId: 1,
  amount: '100.00',
  claimPromotion: false,
  reference: '',
  remark: '',
  images: [proof],
  ...overrides,
});

describe('checkDepositDraft', () => {
  it('accepts an amount within the channel with a proof', () => {
    expect(checkDepositDraft(draft(), bank, 'RM', 'EN')).toEqual({});
  });

  it('refuses zero, negative, three decimals and amounts outside the channel, in the language', () => {
    for (const amount of ['0', '-5', '10.001', 'abc', '']) {
      expect(checkDepositDraft(draft({ amount }), bank, 'RM', 'EN').amount).toBe(
        'Enter an amount above 0 with at most 2 decimals',
      );
    }
    expect(checkDepositDraft(draft({ amount: '29.99' }), bank, 'RM', 'EN').amount).toBe(
      'The minimum deposit is RM 30.00',
    );
    expect(checkDepositDraft(draft({ amount: '50000.01' }), bank, 'RM', 'MS').amount).toBe(
      'Deposit maksimum ialah RM 50,000.00',
    );
  });

  it('wants a proof for a bank transfer, none for an online payment, and a short remark', () => {
    expect(checkDepositDraft(draft({ images: [] }), bank, 'RM', 'EN').images).toBeTruthy();
    const online = { ...bank, type: 'ONLINE' as const };
    expect(checkDepositDraft(draft({ images: [] }), online, 'RM', 'EN')).toEqual({});
    expect(checkDepositDraft(draft({ remark: 'x'.repeat(141) }), bank, 'RM', 'EN').remark).toBe(
      'The remark is at most 140 characters',
    );
  });
});
