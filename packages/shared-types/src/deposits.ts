// Deposits (issue 14, point 1): the channels an operator configures, a member's deposits through
// them, the online payment gateway's callback, and the console's queue. The form and the API
// run the checks below, so what the form accepts the server accepts (the server also checks the
// proof images' bytes and the daily limits).
import type { ConsolePage, ConsolePageQuery } from './console.js';
import type { Language } from './languages.js';
import { moneyCents } from './money.js';
import { isOneOf } from './one-of.js';
import type { ProofImageSummary } from './proof-images.js';

export const DEPOSIT_CHANNEL_TYPES = ['BANK_TRANSFER', 'EWALLET', 'ONLINE'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

export function isDepositChannelType(value: unknown): value is DepositChannelType {
  return isOneOf(DEPOSIT_CHANNEL_TYPES, value);
}

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export function isDepositStatus(value: unknown): value is DepositStatus {
  return isOneOf(DEPOSIT_STATUSES, value);
}

/** Bank transfers and e-wallet payments are proved by the member and decided by an operator. */
export function takesProof(type: DepositChannelType): boolean {
  return type !== 'ONLINE';
}

// Spec 1 §5: a remark of at most 140 characters. The member's reference (the transfer's number
// or note at the bank) is short text too.
export const DEPOSIT_REMARK_MAX_LENGTH = 140;
export const DEPOSIT_REFERENCE_MAX_LENGTH = 64;
export const DEPOSIT_REJECT_REASON_MAX_LENGTH = 200;
export const DEPOSIT_PAGE_SIZE = 10;
/** An online payment never paid expires after this many minutes (decisions: Deposits). */
export const ONLINE_PAYMENT_EXPIRY_MINUTES = 30;
/** How often the member's page asks again while a deposit of theirs is pending. */
export const DEPOSIT_POLL_MS = 5_000;

export const DEPOSIT_PATHS = {
  /** GET: DepositChannel[], the channels open to the member with today's use. */
  channels: '/wps/member/deposit-channels',
  /** GET: DepositPage. POST (multipart, DEPOSIT_FIELDS): DepositEntry. */
  deposits: '/wps/member/deposits',
  /** Under deposits/:id: GET proofs/:position, a proof image of the member's own deposit. */
  proofs: 'proofs',
} as const;

/** The multipart fields of POST DEPOSIT_PATHS.deposits; every image in its own `images` part. */
export const DEPOSIT_FIELDS = {
  channelId: 'channelId',
  amount: 'amount',
  /** "true" to claim the promotion attached to the channel. */
  claimPromotion: 'claimPromotion',
  reference: 'reference',
  remark: 'remark',
  images: 'images',
} as const;

/** Where kept QR pictures of channels are served to everybody. */
export const DEPOSIT_QR_IMAGE_PATH = '/media/deposit-qr';

export const CONSOLE_DEPOSIT_PATHS = {
  /** GET: ConsoleDepositPage (payments.read). Under :id: GET the detail, POST approve / reject. */
  deposits: '/wps/console/deposits',
  approve: 'approve',
  reject: 'reject',
  /** Under deposits/:id: GET proofs/:position (payments.read). */
  proofs: 'proofs',
  /** GET (payments.read), POST; PUT :id (payments.settings). */
  channels: '/wps/console/deposit-channels',
  /** POST multipart `image`: a channel's QR picture (payments.settings). */
  qrImages: '/wps/console/deposit-channels/qr-images',
} as const;

export const PAYMENT_GATEWAY_PATHS = {
  /** The gateway's signed server-to-server callback (PaymentGatewayCallback). */
  callback: '/wps/payment-gateway/callback',
  /** The sandbox gateway's hosted payment page: GET and POST /sandbox-gateway/pay/:reference. */
  sandboxPay: '/sandbox-gateway/pay',
} as const;

/** Hex HMAC-SHA256 of the callback's raw body with PAYMENT_GATEWAY_SECRET. */
export const PAYMENT_GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
/** A callback signed longer ago than this (its `timestamp`) is refused as a replay. */
export const PAYMENT_GATEWAY_CALLBACK_MAX_AGE_SECONDS = 300;

/** The body of a gateway's callback, signed as sent. */
export interface PaymentGatewayCallback {
  /** The gateway's own payment reference: a callback is applied once per reference. */
  reference: string;
  /** The deposit id the site gave when it created the payment. */
  merchantReference: string;
  amount: string;
  currency: string;
  status: 'PAID' | 'DECLINED';
  /** Seconds since the epoch when the gateway signed it. */
  timestamp: number;
}

export type PaymentGatewayCallbackOutcome = 'APPROVED' | 'DECLINED' | 'ALREADY_DECIDED';

/** The promotion a channel gives a bonus of, as a member sees it. */
export interface DepositChannelPromotion {
  id: number;
  title: string;
  /** The bonus in percent of the deposit, at most `bonusMax`. */
  bonusPercent: string;
  bonusMax: string;
  /** The bonus is wagered this many times before a withdrawal. */
  turnoverMultiplier: number;
  /** The member has claimed it already (once a member, decisions: Deposits). */
  claimed: boolean;
}

/** A channel open to members, with what the member used of its daily limits today. */
export interface DepositChannel {
  id: number;
  type: DepositChannelType;
  name: string;
  bankName: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  qrImageUrl: string | null;
  minAmount: string;
  maxAmount: string;
  /** Per member and operator day; null: no limit. */
  dailyAmount: string | null;
  dailyCount: number | null;
  usedToday: { amount: string; count: number };
  promotion: DepositChannelPromotion | null;
}

/** A deposit as its member sees it. */
export interface DepositEntry {
  id: number;
  channelName: string;
  channelType: DepositChannelType;
  amount: string;
  /** The bonus the claimed promotion gives on approval. */
  bonusAmount: string | null;
  status: DepositStatus;
  reference: string | null;
  remark: string | null;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  expiresAt: string;
  proofs: ProofImageSummary[];
  /** An online payment still to be paid: the gateway's hosted page. */
  paymentUrl: string | null;
}

export interface DepositPageQuery {
  pageNo?: number;
  pageSize?: number;
}

export interface DepositPage {
  list: DepositEntry[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface ConsoleDepositQuery extends ConsolePageQuery {
  status?: DepositStatus;
  channelId?: number;
  /** The member's account, exactly. */
  account?: string;
  memberId?: number;
  /** Operator days (YYYY-MM-DD, the site's time zone), inclusive. */
  from?: string;
  to?: string;
}

export interface ConsoleDepositRow {
  id: number;
  memberId: number;
  account: string;
  channelId: number;
  channelName: string;
  channelType: DepositChannelType;
  amount: string;
  bonusAmount: string | null;
  status: DepositStatus;
  reference: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** The queue's page with the totals of every row the filters select. */
export interface ConsoleDepositPage extends ConsolePage<ConsoleDepositRow> {
  totals: { count: number; amount: string };
}

export interface ConsoleDepositDetail extends ConsoleDepositRow {
  remark: string | null;
  rejectReason: string | null;
  gatewayReference: string | null;
  expiresAt: string;
  promotionId: number | null;
  proofs: Array<ProofImageSummary & { position: number }>;
}

export interface ConsoleDepositRejectRequest {
  reason: string;
}

/** A channel as the operator configures it (ConsoleDepositChannel adds its id). */
export interface ConsoleDepositChannelInput {
  type: DepositChannelType;
  name: string;
  bankName?: string | null;
  accountHolder?: string | null;
  accountNumber?: string | null;
  /** A picture uploaded to CONSOLE_DEPOSIT_PATHS.qrImages, or any picture of the site. */
  qrImageUrl?: string | null;
  minAmount: string;
  maxAmount: string;
  dailyAmount?: string | null;
  dailyCount?: number | null;
  enabled: boolean;
  sortOrder: number;
  /** A bonus of this promotion on approval, when the member claims it. */
  promotionId?: number | null;
  bonusPercent?: string | null;
  bonusMax?: string | null;
  bonusTurnoverMultiplier?: number | null;
}

export interface ConsoleDepositChannel extends Required<ConsoleDepositChannelInput> {
  id: number;
}

export interface ConsoleDepositQrImage {
  url: string;
}

// An amount: more than zero, at most two decimals, at most 12 digits before the point.
const DEPOSIT_AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

export type DepositProblem =
  | 'amountFormat'
  | 'amountMin'
  | 'amountMax'
  | 'dailyAmount'
  | 'dailyCount'
  | 'channel'
  | 'referenceLength'
  | 'remarkLength'
  | 'promotion'
  | 'promotionClaimed'
  | 'proofRequired'
  | 'proofOnline';

// {0} is filled by depositMessage: the limit.
const DEPOSIT_MESSAGES: Readonly<Record<DepositProblem, Readonly<Record<Language, string>>>> = {
  amountFormat: {
    MS: 'Masukkan jumlah melebihi 0 dengan paling banyak 2 titik perpuluhan',
    EN: 'Enter an amount above 0 with at most 2 decimals',
    CN: '请输入大于0且最多两位小数的金额',
  },
  amountMin: {
    MS: 'Deposit minimum ialah {0}',
    EN: 'The minimum deposit is {0}',
    CN: '最低存款为{0}',
  },
  amountMax: {
    MS: 'Deposit maksimum ialah {0}',
    EN: 'The maximum deposit is {0}',
    CN: '最高存款为{0}',
  },
  dailyAmount: {
    MS: 'Melebihi had deposit harian {0} bagi kaedah ini',
    EN: 'This goes over the daily deposit limit of {0} for this method',
    CN: '超出此存款方式的每日限额{0}',
  },
  dailyCount: {
    MS: 'Anda telah mencapai {0} deposit hari ini bagi kaedah ini',
    EN: 'You have reached the {0} deposits a day of this method',
    CN: '您今日已达此存款方式的{0}笔上限',
  },
  channel: {
    MS: 'Kaedah deposit ini tidak tersedia',
    EN: 'This deposit method is not available',
    CN: '此存款方式不可用',
  },
  referenceLength: {
    MS: 'Rujukan paling banyak {0} aksara',
    EN: 'The reference is at most {0} characters',
    CN: '参考号最多{0}个字符',
  },
  remarkLength: {
    MS: 'Catatan paling banyak {0} aksara',
    EN: 'The remark is at most {0} characters',
    CN: '备注最多{0}个字符',
  },
  promotion: {
    MS: 'Promosi ini tidak tersedia',
    EN: 'This promotion is not available',
    CN: '此优惠不可用',
  },
  promotionClaimed: {
    MS: 'Anda telah menuntut promosi ini',
    EN: 'You have already claimed this promotion',
    CN: '您已领取过此优惠',
  },
  proofRequired: {
    MS: 'Sila muat naik sekurang-kurangnya satu gambar bukti pembayaran',
    EN: 'Please upload at least one image of the payment proof',
    CN: '请至少上传一张付款凭证图片',
  },
  proofOnline: {
    MS: 'Pembayaran dalam talian tidak memerlukan gambar bukti',
    EN: 'Online payments take no proof images',
    CN: '在线支付无需上传凭证',
  },
};

/** The text of a problem in `language`, with its limit (an amount already formatted, a count). */
export function depositMessage(
  problem: DepositProblem,
  language: Language,
  limit: string | number = '',
): string {
  return DEPOSIT_MESSAGES[problem][language].replace('{0}', String(limit));
}

/** Characters of a text as its bound counts them (an emoji is one). */
export function depositTextLength(text: string): number {
  return [...text.trim()].length;
}

/** Whether `amount` is a deposit amount: above zero, at most two decimals. */
export function isDepositAmount(amount: unknown): amount is string {
  return typeof amount === 'string' && DEPOSIT_AMOUNT.test(amount) && moneyCents(amount) > 0n;
}

/** What is wrong with an amount for a channel's minimum and maximum, or null. */
export function depositAmountProblem(
  amount: unknown,
  channel: { minAmount: string; maxAmount: string },
): 'amountFormat' | 'amountMin' | 'amountMax' | null {
  if (!isDepositAmount(amount)) return 'amountFormat';
  const cents = moneyCents(amount);
  if (cents < moneyCents(channel.minAmount)) return 'amountMin';
  if (cents > moneyCents(channel.maxAmount)) return 'amountMax';
  return null;
}

/** What is wrong with the reference and the remark, by field. */
export function depositTextProblems(input: {
  reference?: unknown;
  remark?: unknown;
}): Partial<Record<'reference' | 'remark', 'referenceLength' | 'remarkLength'>> {
  const problems: Partial<Record<'reference' | 'remark', 'referenceLength' | 'remarkLength'>> = {};
  const tooLong = (value: unknown, max: number) =>
    value !== undefined && (typeof value !== 'string' || depositTextLength(value) > max);
  if (tooLong(input.reference, DEPOSIT_REFERENCE_MAX_LENGTH)) {
    problems.reference = 'referenceLength';
  }
  if (tooLong(input.remark, DEPOSIT_REMARK_MAX_LENGTH)) problems.remark = 'remarkLength';
  return problems;
}

/** The bonus a deposit of `amount` earns: `percent` of it, at most `max`, rounded down to cents. */
export function depositBonus(amount: string, percent: string, max: string): string {
  // Percent has at most two decimals: work in hundredths of a percent, exactly.
  const bonusCents = (moneyCents(amount) * moneyCents(percent)) / 10_000n;
  const capped = bonusCents < moneyCents(max) ? bonusCents : moneyCents(max);
  return `${capped / 100n}.${(capped % 100n).toString().padStart(2, '0')}`;
}
