import {
  DEPOSIT_REFERENCE_MAX_LENGTH,
  DEPOSIT_REMARK_MAX_LENGTH,
  depositAmountProblem,
  depositMessage,
  depositTextProblems,
  formatMoney,
  takesProof,
  type DepositChannel,
  type Language,
} from '@wps/shared-types';
import type { DepositSubmission } from './api';

export type DepositDraftErrors = Partial<
  Record<'amount' | 'reference' | 'remark' | 'images', string>
>;

/**
 * The form's own checks before sending, with the API's rules and texts (shared-types); the
 * server checks them again, with the proofs' bytes and the daily limits.
 */
export function checkDepositDraft(
  draft: DepositSubmission,
  channel: DepositChannel,
  currencySymbol: string,
  language: Language,
): DepositDraftErrors {
  const errors: DepositDraftErrors = {};
  const amountProblem = depositAmountProblem(draft.amount, channel);
  if (amountProblem) {
    const limit = amountProblem === 'amountMin' ? channel.minAmount : channel.maxAmount;
    errors.amount = depositMessage(amountProblem, language, formatMoney(limit, currencySymbol));
  }
  const text = depositTextProblems(draft);
  if (text.reference) {
    errors.reference = depositMessage('referenceLength', language, DEPOSIT_REFERENCE_MAX_LENGTH);
  }
  if (text.remark) {
    errors.remark = depositMessage('remarkLength', language, DEPOSIT_REMARK_MAX_LENGTH);
  }
  if (takesProof(channel.type) && draft.images.length === 0) {
    errors.images = depositMessage('proofRequired', language);
  }
  return errors;
}
