import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  BANK_NAME_LENGTH,
  HOLDER_NAME_MAX_LENGTH,
  PAYMENT_PASSWORD_PATTERN,
  PROOF_IMAGE_MAX_COUNT,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  depositAmountProblem,
  depositTextLength,
  moneyCents,
  normaliseAccountNumber,
  sameRealName,
} from '@wps/shared-types';

// The form checks answer i18n keys (withdraw.errors.*): the page words them in the member's
// language with the limits it shows. The server checks everything again.
export type WithdrawErrorKey = `withdraw.errors.${
  | 'accountNumber'
  | 'amountFormat'
  | 'amountMax'
  | 'amountMin'
  | 'bankAccount'
  | 'bankName'
  | 'holderName'
  | 'holderNotRealName'
  | 'images'
  | 'insufficient'
  | 'paymentPassword'
  | 'remark'}`;
export type DraftErrors<Field extends string> = Partial<Record<Field, WithdrawErrorKey>>;

export interface BankAccountDraft {
  bankName: string;
  accountNumber: string;
  holderName: string;
  paymentPassword: string;
}

/** The bind form, checked with the API's rules; the holder must be the member's real name. */
export function checkBankAccountDraft(
  draft: BankAccountDraft,
  realName: string | null,
): DraftErrors<keyof BankAccountDraft> {
  const errors: DraftErrors<keyof BankAccountDraft> = {};
  const bankName = draft.bankName.trim().length;
  if (bankName < BANK_NAME_LENGTH.min || bankName > BANK_NAME_LENGTH.max) {
    errors.bankName = 'withdraw.errors.bankName';
  }
  if (!BANK_ACCOUNT_NUMBER_PATTERN.test(normaliseAccountNumber(draft.accountNumber))) {
    errors.accountNumber = 'withdraw.errors.accountNumber';
  }
  const holder = draft.holderName.trim();
  if (!holder || holder.length > HOLDER_NAME_MAX_LENGTH) {
    errors.holderName = 'withdraw.errors.holderName';
  } else if (realName !== null && !sameRealName(holder, realName)) {
    errors.holderName = 'withdraw.errors.holderNotRealName';
  }
  if (!PAYMENT_PASSWORD_PATTERN.test(draft.paymentPassword)) {
    errors.paymentPassword = 'withdraw.errors.paymentPassword';
  }
  return errors;
}

const AMOUNT_KEYS = {
  amountFormat: 'withdraw.errors.amountFormat',
  amountMin: 'withdraw.errors.amountMin',
  amountMax: 'withdraw.errors.amountMax',
} as const;

export interface WithdrawalDraft {
  amount: string;
  bankAccountId: number | null;
  paymentPassword: string;
}

/**
 * The withdrawal form against the operator's per-request limits and the MAIN balance (when it is
 * known); the day's limits and the turnover are the server's to judge at the moment it holds.
 */
export function checkWithdrawalDraft(
  draft: WithdrawalDraft,
  limits: { minAmount: string; maxAmount: string },
  mainBalance: string | null,
): DraftErrors<keyof WithdrawalDraft> {
  const errors: DraftErrors<keyof WithdrawalDraft> = {};
  const amountProblem = depositAmountProblem(draft.amount, limits);
  if (amountProblem) errors.amount = AMOUNT_KEYS[amountProblem];
  else if (mainBalance !== null && moneyCents(draft.amount) > moneyCents(mainBalance)) {
    errors.amount = 'withdraw.errors.insufficient';
  }
  if (draft.bankAccountId === null) errors.bankAccountId = 'withdraw.errors.bankAccount';
  if (!PAYMENT_PASSWORD_PATTERN.test(draft.paymentPassword)) {
    errors.paymentPassword = 'withdraw.errors.paymentPassword';
  }
  return errors;
}

export interface DisputeDraft {
  remark: string;
  images: File[];
}

/** "Not received": a remark of 1 to 140 characters and at most three proofs. */
export function checkDisputeDraft(draft: DisputeDraft): DraftErrors<keyof DisputeDraft> {
  const errors: DraftErrors<keyof DisputeDraft> = {};
  const length = depositTextLength(draft.remark);
  if (length < 1 || length > WITHDRAWAL_REMARK_MAX_LENGTH) {
    errors.remark = 'withdraw.errors.remark';
  }
  if (draft.images.length > PROOF_IMAGE_MAX_COUNT) errors.images = 'withdraw.errors.images';
  return errors;
}
