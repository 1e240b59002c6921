import {
  PAYMENT_PASSWORD_PATTERN,
  depositAmountProblem,
  moneyCents,
  type UplineTransferOverview,
} from '@wps/shared-types';

export type TransferErrorKey = `transferUpline.errors.${
  'amountFormat' | 'amountMax' | 'amountMin' | 'dailyAmount' | 'insufficient' | 'paymentPassword'}`;
export type TransferDraftErrors = Partial<Record<'amount' | 'paymentPassword', TransferErrorKey>>;

const AMOUNT_KEYS = {
  amountFormat: 'transferUpline.errors.amountFormat',
  amountMin: 'transferUpline.errors.amountMin',
  amountMax: 'transferUpline.errors.amountMax',
} as const;

/**
 * The transfer form against the per-transfer limits, what today leaves and the MAIN balance (when
 * known); answers i18n keys (transferUpline.errors.*). The server checks it all again, locked.
 */
export function checkTransferDraft(
  draft: { amount: string; paymentPassword: string },
  overview: UplineTransferOverview,
  mainBalance: string | null,
): TransferDraftErrors {
  const errors: TransferDraftErrors = {};
  const problem = depositAmountProblem(draft.amount, overview);
  if (problem) errors.amount = AMOUNT_KEYS[problem];
  else if (
    moneyCents(draft.amount) >
    moneyCents(overview.dailyAmount) - moneyCents(overview.usedAmount)
  ) {
    errors.amount = 'transferUpline.errors.dailyAmount';
  } else if (mainBalance !== null && moneyCents(draft.amount) > moneyCents(mainBalance)) {
    errors.amount = 'transferUpline.errors.insufficient';
  }
  if (!PAYMENT_PASSWORD_PATTERN.test(draft.paymentPassword)) {
    errors.paymentPassword = 'transferUpline.errors.paymentPassword';
  }
  return errors;
}
