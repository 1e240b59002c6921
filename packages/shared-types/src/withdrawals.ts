// Money out: a member's bank accounts, withdrawals to them, transfers to the upline agent, and
// the operator's side of each (spec 1 §2 withdraw and transferUpline, spec 2 §4 withdrawal
// confirmation; decisions "Money in and out"). Amounts are decimal strings with two decimals.
import { CONSOLE_API_PREFIX, type ConsolePage, type ConsolePageQuery } from './console.js';
import type { FourEyesApprovalView } from './four-eyes.js';
import { moneyCents } from './money.js';
import type { PaymentSettings, TurnoverStatus } from './payments.js';
import type { ConsoleLinkedAccounts } from './linked-accounts.js';
import type { IdentityStatus } from './player-protection.js';
import type { ProofImageType } from './proof-images.js';
import { MONEY_AMOUNT_PATTERN } from './wallet.js';

export const WITHDRAWAL_PATHS = {
  /** GET: BankAccountList. POST: bind one (BindBankAccountRequest). DELETE /:id an unconfirmed one. */
  bankAccounts: '/wps/member/bank-accounts',
  /** GET: WithdrawalPage. POST: request one (WithdrawalRequest, Idempotency-Key header). */
  withdrawals: '/wps/member/withdrawals',
  /** GET: WithdrawalLimits, the limits with what today used and the turnover still to wager. */
  withdrawalLimits: '/wps/member/withdrawals/limits',
  /** GET: UplineTransferPage. POST: send one (UplineTransferRequest, Idempotency-Key header). */
  uplineTransfers: '/wps/member/upline-transfers',
  /** GET: UplineTransferOverview, the upline and the limits with what today used. */
  uplineTransferOverview: '/wps/member/upline-transfers/overview',
} as const;

/** Paths under WITHDRAWAL_PATHS.withdrawals/:id. */
export const WITHDRAWAL_ACTIONS = {
  /** POST: the member received the payout. */
  received: 'received',
  /** POST multipart (WITHDRAWAL_DISPUTE_FIELDS): not received, with proof; opens a dispute. */
  notReceived: 'not-received',
  /** GET images/:position: a proof image of the withdrawal (payout proof, dispute proofs). */
  images: 'images',
} as const;

// ---------------------------------------------------------------- bank accounts

export const BANK_NAME_LENGTH = { min: 2, max: 60 } as const;
/** An account number: 6 to 20 digits once spaces and hyphens are taken out. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;
export const HOLDER_NAME_MAX_LENGTH = 100;

/** The number as it is stored and compared: digits only (people type "1234 5678-90"). */
export function normaliseAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/[\s-]/g, '');
}

/** How lists show an account number: its last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `**** ${accountNumber.slice(-4)}`;
}

/** A holder name matches the member's real name whatever its case and spaces. */
export function sameRealName(holderName: string, realName: string): boolean {
  const plain = (name: string) => name.replace(/\s+/g, '').toLocaleLowerCase();
  return plain(holderName) === plain(realName);
}

export interface BankAccountView {
  id: number;
  bankName: string;
  /** Masked: maskAccountNumber. */
  accountNumber: string;
  holderName: string;
  /** Confirmed by an operator: then only an operator may change or delete it. */
  confirmed: boolean;
  createdAt: string;
}

export interface BankAccountList {
  list: BankAccountView[];
  maxBankAccounts: number;
  /** The member's real name, which every holder name must match; null until it is set. */
  realName: string | null;
}

/** Binding an account wants the payment password: it decides where money may leave to. */
export interface BindBankAccountRequest {
  bankName: string;
  accountNumber: string;
  holderName: string;
  paymentPassword: string;
}

// ---------------------------------------------------------------- withdrawals

/**
 * PENDING (requested, the amount on hold) -> APPROVED -> PAID (paid out) -> CONFIRMED (received,
 * by the member or by itself after the operator's minutes) or DISPUTED (not received) ->
 * RESOLVED (the operator's note). PENDING or APPROVED -> REJECTED (the hold goes back to MAIN).
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'CONFIRMED',
  'DISPUTED',
  'RESOLVED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The states whose amount still waits on the member's HOLD account. */
export const HELD_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED'];
/** The states in which the member or the operator still has something to do. */
export const OPEN_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'PENDING',
  'APPROVED',
  'PAID',
  'DISPUTED',
];

export const WITHDRAWAL_PAGE_SIZE = 10;
/** An operator's payout reference (the bank's transfer id). */
export const PAYOUT_REFERENCE_MAX_LENGTH = 64;
export const REJECT_REASON_MAX_LENGTH = 200;

/**
 * Why a withdrawal was rejected: the member reads the category in its language (the web's
 * `withdrawRejectCategories.<category>` texts in MS, EN and CN) above the operator's own text.
 */
export const WITHDRAWAL_REJECT_CATEGORIES = [
  'TURNOVER_NOT_MET',
  'IDENTITY_NOT_VERIFIED',
  'HOLDER_NAME_MISMATCH',
  'LINKED_ACCOUNTS',
  'BONUS_ABUSE',
  'BANK_DETAILS',
  'OTHER',
] as const;
export type WithdrawalRejectCategory = (typeof WITHDRAWAL_REJECT_CATEGORIES)[number];
export const RESOLUTION_NOTE_MAX_LENGTH = 500;
/** The remark of "not received" (spec 2 §5). */
export const WITHDRAWAL_REMARK_MAX_LENGTH = 140;
/** One proof image of a payout (the bank's receipt). */
export const PAYOUT_PROOF_MAX_IMAGES = 1;

/** The multipart fields of "not received": a remark and up to three images. */
export const WITHDRAWAL_DISPUTE_FIELDS = { remark: 'remark', images: 'images' } as const;
/** The multipart fields of an operator's payout: the reference and an optional proof. */
export const WITHDRAWAL_PAYOUT_FIELDS = {
  payoutReference: 'payoutReference',
  proof: 'proof',
} as const;

export const WITHDRAWAL_IMAGE_KINDS = ['PAYOUT', 'DISPUTE'] as const;
export type WithdrawalImageKind = (typeof WITHDRAWAL_IMAGE_KINDS)[number];

export interface WithdrawalImageView {
  /** From 1, the address's last part. */
  position: number;
  kind: WithdrawalImageKind;
  mimeType: ProofImageType;
}

export interface WithdrawalRequest {
  amount: string;
  bankAccountId: number;
  paymentPassword: string;
}

/** A withdrawal as its member sees it. */
export interface WithdrawalView {
  id: number;
  amount: string;
  status: WithdrawalStatus;
  bankName: string;
  /** Masked: maskAccountNumber. */
  accountNumber: string;
  holderName: string;
  createdAt: string;
  /** What reached the member's bank: the amount once paid out, else 0.00 (spec 2 §3). */
  receivedAmount: string;
  /** What is still to be paid out: the amount while pending or approved, else 0.00. */
  remainingAmount: string;
  rejectCategory: WithdrawalRejectCategory | null;
  rejectReason: string | null;
  payoutReference: string | null;
  paidAt: string | null;
  /** When the member answered, or the payout confirmed itself. */
  answeredAt: string | null;
  /** CONFIRMED because nobody answered within the operator's minutes. */
  autoConfirmed: boolean;
  disputeRemark: string | null;
  resolutionNote: string | null;
  resolvedAt: string | null;
  images: WithdrawalImageView[];
}

export interface WithdrawalPage {
  list: WithdrawalView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** The operator's limits, what the member's requests used of today's (operator day), the turnover. */
export interface WithdrawalLimits {
  minAmount: string;
  maxAmount: string;
  dailyCount: number;
  dailyAmount: string;
  usedCount: number;
  usedAmount: string;
  autoConfirmMinutes: number;
  turnover: TurnoverStatus;
}

// ---------------------------------------------------------------- transfers to the upline

export interface UplineTransferRequest {
  amount: string;
  paymentPassword: string;
}

export interface UplineView {
  account: string;
  nickname: string;
}

export interface UplineTransferView {
  id: number;
  amount: string;
  upline: UplineView;
  createdAt: string;
}

export interface UplineTransferOverview {
  /** Null: the member has no upline agent and cannot transfer. */
  upline: UplineView | null;
  minAmount: string;
  maxAmount: string;
  dailyAmount: string;
  /** Sent today (operator day). */
  usedAmount: string;
}

export interface UplineTransferPage {
  list: UplineTransferView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const UPLINE_TRANSFER_PAGE_SIZE = 10;

// ---------------------------------------------------------------- the operator console

export const CONSOLE_PAYMENT_PATHS = {
  /** GET: the queue (ConsoleWithdrawalQuery) with totals; /:id, /:id/<CONSOLE_WITHDRAWAL_ACTIONS>. */
  withdrawals: `${CONSOLE_API_PREFIX}/withdrawals`,
  /** GET ?memberId: a member's accounts; PATCH /:id, POST /:id/confirm, DELETE /:id. */
  bankAccounts: `${CONSOLE_API_PREFIX}/bank-accounts`,
  /** GET and PUT: PaymentSettings (payments.settings to change). */
  paymentSettings: `${CONSOLE_API_PREFIX}/payments/settings`,
} as const;

export const CONSOLE_WITHDRAWAL_ACTIONS = {
  approve: 'approve',
  /** ConsoleRejectWithdrawalRequest. */
  reject: 'reject',
  /** Multipart: WITHDRAWAL_PAYOUT_FIELDS. */
  pay: 'pay',
  /** ConsoleResolveDisputeRequest. */
  resolve: 'resolve',
  images: 'images',
  /** GET: ConsoleWithdrawalPanel, what the decision rests on. */
  panel: 'panel',
} as const;

export const CONSOLE_BANK_ACCOUNT_ACTIONS = { confirm: 'confirm' } as const;

export interface ConsoleWithdrawalQuery extends ConsolePageQuery {
  status?: WithdrawalStatus;
  /** A member account, or the start of one. */
  account?: string;
  memberId?: number;
  /** Operator days (YYYY-MM-DD, the site's time zone), both included. */
  from?: string;
  to?: string;
}

export interface ConsoleWithdrawalRow {
  id: number;
  memberId: number;
  account: string;
  amount: string;
  status: WithdrawalStatus;
  bankName: string;
  /** In full: the operator pays to it. */
  accountNumber: string;
  holderName: string;
  /** The bound account is confirmed; null when it was deleted since. */
  bankAccountConfirmed: boolean | null;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectCategory: WithdrawalRejectCategory | null;
  rejectReason: string | null;
  payoutReference: string | null;
  paidBy: string | null;
  paidAt: string | null;
  answeredAt: string | null;
  autoConfirmed: boolean;
  disputeRemark: string | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  images: WithdrawalImageView[];
  /** Its four-eyes approval once one operator approved; AWAITING_SECOND until a second does. */
  approval: FourEyesApprovalView | null;
}

/** The queue's page with the totals of every row the filters match. */
export interface ConsoleWithdrawalPage extends ConsolePage<ConsoleWithdrawalRow> {
  totalAmount: string;
}

export interface ConsoleRejectWithdrawalRequest {
  /** OTHER when left out. */
  category?: WithdrawalRejectCategory;
  reason: string;
}

/** The decision panel counts adjustments and bonuses credited within this many days. */
export const WITHDRAWAL_PANEL_CREDIT_DAYS = 7;
/** The ledger kinds the panel counts as adjustments and bonuses. */
export const WITHDRAWAL_PANEL_CREDIT_KINDS = ['ADJUSTMENT', 'BONUS_GRANT', 'REBATE'] as const;

/** One view of what a withdrawal decision rests on (issue 26 point 4). */
export interface ConsoleWithdrawalPanel {
  withdrawalId: number;
  /** Seconds from the request until its decision, or until now while it waits. */
  queueSeconds: number;
  turnover: TurnoverStatus;
  identityStatus: IdentityStatus;
  holderName: {
    /** The member's real name; null when not set. */
    memberName: string | null;
    holderName: string;
    /** Same name once case, spaces and punctuation are set aside; null without a real name. */
    matches: boolean | null;
  };
  /** No earlier request of the member was paid out. */
  firstWithdrawal: boolean;
  /** Credits to MAIN within WITHDRAWAL_PANEL_CREDIT_DAYS before the request, by kind. */
  recentCredits: Array<{
    kind: (typeof WITHDRAWAL_PANEL_CREDIT_KINDS)[number];
    count: number;
    total: string;
  }>;
  /**
   * The last approved deposit before the request and the real-money stakes settled since: a
   * deposit withdrawn after staking less than its amount is flagged. Null without a deposit.
   */
  depositPlay: {
    depositAmount: string;
    depositedAt: string;
    staked: string;
    littlePlay: boolean;
  } | null;
  /** The first page, masked; the member page pages on and reveals. */
  linkedAccounts: ConsoleLinkedAccounts;
}

export interface ConsoleResolveDisputeRequest {
  note: string;
}

export interface ConsoleBankAccountQuery extends ConsolePageQuery {
  memberId?: number;
}

export interface ConsoleBankAccountRow {
  id: number;
  memberId: number;
  account: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
  confirmed: boolean;
  confirmedBy: string | null;
  confirmedAt: string | null;
  createdAt: string;
}

/** The fields an operator changes; each left out stays. */
export interface ConsoleBankAccountUpdate {
  bankName?: string;
  accountNumber?: string;
  holderName?: string;
}

// ---------------------------------------------------------------- payment settings rules

/** An amount limit: above zero, at most two decimals. */
export function isPositiveAmount(value: unknown): value is string {
  return typeof value === 'string' && MONEY_AMOUNT_PATTERN.test(value) && /[1-9]/.test(value);
}

/** The whole-number payment settings' bounds, both included (the console shows them). */
export const PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS = {
  depositExpiryMinutes: [1, 43_200],
  'withdrawal.dailyCount': [1, 1_000],
  'withdrawal.autoConfirmMinutes': [1, 43_200],
  maxBankAccounts: [1, 20],
} as const;
export const TURNOVER_MULTIPLIER_MAX = 100;

/**
 * What is wrong with operator payment settings, by field path ("withdrawal.minAmount"); empty
 * when they are fine. The console's form and the API run it alike.
 */
export function paymentSettingsProblems(settings: PaymentSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const multiplier = settings.depositTurnoverMultiplier;
  if (
    typeof multiplier !== 'number' ||
    !(multiplier >= 0 && multiplier <= TURNOVER_MULTIPLIER_MAX) ||
    Math.round(multiplier * 100) !== multiplier * 100
  ) {
    problems.depositTurnoverMultiplier = `between 0 and ${TURNOVER_MULTIPLIER_MAX}, at most two decimals`;
  }
  const wholeNumbers: Record<keyof typeof PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS, unknown> = {
    depositExpiryMinutes: settings.depositExpiryMinutes,
    'withdrawal.dailyCount': settings.withdrawal?.dailyCount,
    'withdrawal.autoConfirmMinutes': settings.withdrawal?.autoConfirmMinutes,
    maxBankAccounts: settings.maxBankAccounts,
  };
  for (const [field, value] of Object.entries(wholeNumbers)) {
    const [min, max] =
      PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS[
        field as keyof typeof PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS
      ];
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
      problems[field] = `a whole number from ${min} to ${max}`;
    }
  }
  const amounts = {
    'withdrawal.minAmount': settings.withdrawal?.minAmount,
    'withdrawal.maxAmount': settings.withdrawal?.maxAmount,
    'withdrawal.dailyAmount': settings.withdrawal?.dailyAmount,
    'uplineTransfer.minAmount': settings.uplineTransfer?.minAmount,
    'uplineTransfer.maxAmount': settings.uplineTransfer?.maxAmount,
    'uplineTransfer.dailyAmount': settings.uplineTransfer?.dailyAmount,
  };
  for (const [field, value] of Object.entries(amounts)) {
    if (!isPositiveAmount(value)) problems[field] = 'an amount above 0 with at most two decimals';
  }
  for (const group of ['withdrawal', 'uplineTransfer'] as const) {
    const limits = settings[group];
    if (problems[`${group}.minAmount`] || problems[`${group}.maxAmount`]) continue;
    if (moneyCents(limits.minAmount) > moneyCents(limits.maxAmount)) {
      problems[`${group}.minAmount`] = 'at most the maximum';
    }
  }
  return problems;
}
