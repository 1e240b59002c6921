import { describe, expect, it } from 'vitest';
import { checkBankAccountDraft, checkDisputeDraft, checkWithdrawalDraft } from './withdraw-draft';

const account = {
  bankName: 'Maybank',
  accountNumber: '5140 1234-5678',
  holderName: 'tan  ah kow',
  paymentPassword: '135790',
};
const limits = { minAmount: '50.00', maxAmount: '50000.00' };
const withdrawal = { amount: '100.50', bankAccountId: 7, paymentPassword: '135790' };
const proof = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

describe('checkBankAccountDraft', () => {
  it('accepts a number with spaces and hyphens and the real name in another case and spacing', () => {
    expect(checkBankAccountDraft(account, 'Tan Ah Kow')).toEqual({});
  });

  it('refuses a short bank name, a number of letters or too few digits, a six-digit password only', () => {
    expect(
      checkBankAccountDraft(
        {
          bankName: 'M',
          accountNumber: '12345',
          holderName: 'Tan Ah Kow',
          paymentPassword: '1234',
        },
        'Tan Ah Kow',
      ),
    ).toEqual({
      bankName: 'withdraw.errors.bankName',
      accountNumber: 'withdraw.errors.accountNumber',
      paymentPassword: 'withdraw.errors.paymentPassword',
    });
    expect(
      checkBankAccountDraft({ ...account, accountNumber: '12345abc9' }, null).accountNumber,
    ).toBe('withdraw.errors.accountNumber');
  });

  it('wants the holder to be the real name, and leaves the missing real name to the server', () => {
    expect(checkBankAccountDraft({ ...account, holderName: 'Lim' }, 'Tan Ah Kow').holderName).toBe(
      'withdraw.errors.holderNotRealName',
    );
    expect(checkBankAccountDraft({ ...account, holderName: ' ' }, 'Tan Ah Kow').holderName).toBe(
      'withdraw.errors.holderName',
    );
    expect(checkBankAccountDraft({ ...account, holderName: 'Lim' }, null)).toEqual({});
  });
});

describe('checkWithdrawalDraft', () => {
  it('accepts an amount within the limits and the balance, to a chosen account', () => {
    expect(checkWithdrawalDraft(withdrawal, limits, '100.50')).toEqual({});
    expect(checkWithdrawalDraft(withdrawal, limits, null)).toEqual({});
  });

  it('refuses a malformed amount, one outside the limits and one above the MAIN balance', () => {
    for (const amount of ['', '0', '-5', '10.001', 'abc']) {
      expect(checkWithdrawalDraft({ ...withdrawal, amount }, limits, '900.00').amount).toBe(
        'withdraw.errors.amountFormat',
      );
    }
    expect(checkWithdrawalDraft({ ...withdrawal, amount: '49.99' }, limits, '900.00').amount).toBe(
      'withdraw.errors.amountMin',
    );
    expect(
      checkWithdrawalDraft({ ...withdrawal, amount: '50000.01' }, limits, '90000.00').amount,
    ).toBe('withdraw.errors.amountMax');
    expect(checkWithdrawalDraft(withdrawal, limits, '100.49').amount).toBe(
      'withdraw.errors.insufficient',
    );
  });

  it('wants an account and a six-digit payment password', () => {
    expect(
      checkWithdrawalDraft(
        { ...withdrawal, bankAccountId: null, paymentPassword: '' },
        limits,
        null,
      ),
    ).toEqual({
      bankAccountId: 'withdraw.errors.bankAccount',
      paymentPassword: 'withdraw.errors.paymentPassword',
    });
  });
});

describe('checkDisputeDraft', () => {
  it('wants a remark of 1 to 140 characters and at most three proofs', () => {
    expect(checkDisputeDraft({ remark: 'Nothing arrived', images: [proof] })).toEqual({});
    expect(checkDisputeDraft({ remark: '   ', images: [] }).remark).toBe('withdraw.errors.remark');
    expect(checkDisputeDraft({ remark: '字'.repeat(140), images: [] })).toEqual({});
    expect(checkDisputeDraft({ remark: 'x'.repeat(141), images: [] }).remark).toBe(
      'withdraw.errors.remark',
    );
    expect(checkDisputeDraft({ remark: 'x', images: [proof, proof, proof, proof] }).images).toBe(
      'withdraw.errors.images',
    );
  });
});
