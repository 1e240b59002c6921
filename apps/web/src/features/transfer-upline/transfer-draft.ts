import { useRef } from 'react';
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

/** A transfer's limits: per transfer, per operator day, and what today already used. */
export type TransferLimits = Pick<
  UplineTransferOverview,
  'minAmount' | 'maxAmount' | 'dailyAmount' | 'usedAmount'
>;

/**
 * The transfer form against the per-transfer limits, what today leaves and the MAIN balance (when
 * known); answers i18n keys (transferUpline.errors.*). The server checks it all again, locked.
 * The upline transfer and the agent's transfer to a downline both check with it.
 */
export function checkTransferDraft(
  draft: { amount: string; paymentPassword: string },
  overview: TransferLimits,
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

/**
 * The Idempotency-Key of a transfer form: one per attempt, so a retry of the same transfer (same
 * fingerprint, e.g. after a lost answer) sends the same key and the money moves once; a changed
 * transfer gets a new key, and a success forgets it.
 */
export function useAttemptKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(fingerprint: string): string {
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: crypto.randomUUID() };
      }
      return attempt.current.key;
    },
    done() {
      attempt.current = null;
    },
  };
}
