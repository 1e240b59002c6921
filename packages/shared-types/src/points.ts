// Points (spec 1 §7 point relays, spec 2 §2 points mall, §9: points never expire). Points are a
// balance like money: whole points on ledger accounts of their own currency (POINTS_CURRENCY),
// earned from valid turnover, converted to cash or redeemed for goods of the mall.
import { CONSOLE_API_PREFIX } from './console.js';
import type { PointExchangeState } from './promotions.js';

/** The ledger currency of point accounts: never the operator's cash currency. */
export const POINTS_CURRENCY = 'PTS';

/** A decimal rate the operator types: up to 8 digits and 4 decimals ("1", "0.01"). */
export const POINTS_RATE_PATTERN = /^\d{1,8}(\.\d{1,4})?$/;
/** The most points one conversion, and one redemption's quantity, may name. */
export const POINTS_MAX_PER_REQUEST = 100_000_000;
export const POINT_REDEEM_MAX_QUANTITY = 99;
/** A shipping address: at most this many characters. */
export const POINT_SHIPPING_ADDRESS_MAX = 300;
export const POINT_REJECT_REASON_MAX = 200;

/** The operator's points settings (merchant.settings.points); every field has a default. */
export interface PointsSettings {
  /** Whether settled bets earn points (the earning job credits them). */
  earningEnabled: boolean;
  /** Points earned per 1.00 of valid turnover; a window's points are rounded down. */
  pointsPerTurnover: string;
  /** Whether members may convert points to cash. */
  conversionEnabled: boolean;
  /** Cash paid into MAIN per point converted ("0.01": 100 points are 1.00). */
  cashPerPoint: string;
  /** The fewest points one conversion may convert. */
  minimumConversionPoints: number;
}

export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  earningEnabled: false,
  pointsPerTurnover: '1',
  conversionEnabled: false,
  cashPerPoint: '0.01',
  minimumConversionPoints: 100,
};

/** The settings kept in merchant.settings, each field checked; a stray value takes its default. */
export function pointsSettingsOf(settings: unknown): PointsSettings {
  const stored = recordOf(recordOf(settings).points);
  const defaults = DEFAULT_POINTS_SETTINGS;
  const rate = (value: unknown, fallback: string) =>
    typeof value === 'string' && POINTS_RATE_PATTERN.test(value) ? value : fallback;
  const minimum = stored.minimumConversionPoints;
  return {
    earningEnabled:
      typeof stored.earningEnabled === 'boolean' ? stored.earningEnabled : defaults.earningEnabled,
    pointsPerTurnover: rate(stored.pointsPerTurnover, defaults.pointsPerTurnover),
    conversionEnabled:
      typeof stored.conversionEnabled === 'boolean'
        ? stored.conversionEnabled
        : defaults.conversionEnabled,
    cashPerPoint: rate(stored.cashPerPoint, defaults.cashPerPoint),
    minimumConversionPoints:
      typeof minimum === 'number' && Number.isInteger(minimum) && minimum >= 1
        ? minimum
        : defaults.minimumConversionPoints,
  };
}

export type PointsSettingsProblems = Partial<Record<keyof PointsSettings, string>>;

/** What is wrong with settings an operator sends (field -> message); empty when none. */
export function pointsSettingsProblems(settings: PointsSettings): PointsSettingsProblems {
  const problems: PointsSettingsProblems = {};
  if (!POINTS_RATE_PATTERN.test(settings.pointsPerTurnover)) {
    problems.pointsPerTurnover = 'a number of at most 4 decimals, 0 or more';
  }
  if (!POINTS_RATE_PATTERN.test(settings.cashPerPoint)) {
    problems.cashPerPoint = 'a number of at most 4 decimals, 0 or more';
  } else if (settings.conversionEnabled && Number(settings.cashPerPoint) === 0) {
    problems.cashPerPoint = 'above 0 while conversion is on';
  }
  const minimum = settings.minimumConversionPoints;
  if (!Number.isInteger(minimum) || minimum < 1 || minimum > POINTS_MAX_PER_REQUEST) {
    problems.minimumConversionPoints = `a whole number from 1 to ${POINTS_MAX_PER_REQUEST}`;
  }
  return problems;
}

/** Point balance relay: what the member has, and what waits on orders in application. */
export interface PointBalance {
  points: number;
  onHold: number;
}

/** Point config relay: the rules a member reads (earning and conversion). */
export interface PointConfig {
  earningEnabled: boolean;
  pointsPerTurnover: string;
  conversionEnabled: boolean;
  cashPerPoint: string;
  minimumConversionPoints: number;
}

export const POINT_EXCHANGE_TYPES = ['CASH', 'GOODS'] as const;
/** CASH: points converted into MAIN (passed at once); GOODS: a good of the mall. */
export type PointExchangeType = (typeof POINT_EXCHANGE_TYPES)[number];

/** An exchange order with the fields of spec 2 §2. */
export interface PointExchangeOrder {
  transactionNo: string;
  appliedAt: string;
  exchangeType: PointExchangeType;
  /** The good's name in the asked language; null for a conversion to cash. */
  productName: string | null;
  quantity: number;
  pointsRequired: number;
  /** The cash a conversion paid into the payment account; "0.00" for goods. */
  amountRequired: string;
  status: PointExchangeState;
  shippingAddress: string | null;
  /** The wallet a conversion paid into (MAIN); null for goods. */
  paymentAccount: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

export interface PointExchangeOrderPage {
  list: PointExchangeOrder[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const POINT_HISTORY_KINDS = ['EARNED', 'CONVERTED', 'REDEEMED', 'RETURNED'] as const;
export type PointHistoryKind = (typeof POINT_HISTORY_KINDS)[number];

/** A change of the member's points (points details). */
export interface PointHistoryLine {
  id: string;
  kind: PointHistoryKind;
  /** Signed: negative points left the balance. */
  points: number;
  balanceAfter: number;
  createdAt: string;
}

export interface PointHistoryPage {
  list: PointHistoryLine[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const POINT_PAGE_SIZE = 10;

/** POST convertPoint with a payment password and an Idempotency-Key. */
export interface ConvertPointRequest {
  points: number;
  paymentPassword: string;
}

/** POST redeemPointReward with a payment password and an Idempotency-Key. */
export interface RedeemPointRewardRequest {
  goodsId: string;
  quantity: number;
  shippingAddress?: string;
  paymentPassword: string;
}

/** The member's relays (spec 1 §7); list and page queries take language, pageNo, pageSize. */
export const POINT_PATHS = {
  /** GET: PointBalance (T). */
  balance: '/wps/relay/MCS2_pointBalance',
  /** GET: PointConfig. */
  config: '/wps/relay/MCS2_pointConfig',
  /** GET ?language&pageNo&pageSize: PointExchangeOrderPage (T), the member's exchange orders. */
  redeemList: '/wps/relay/MCS2_redeemList',
  /** GET ?pageNo&pageSize: PointHistoryPage (T), the point reward / points details. */
  reward: '/wps/relay/MCS2_pointReward',
  /** POST ConvertPointRequest: PointExchangeOrder (T, payment password, Idempotency-Key). */
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  /** POST RedeemPointRewardRequest: PointExchangeOrder (T, payment password, Idempotency-Key). */
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
} as const;

/** A console row of an exchange order, with its member. */
export interface ConsolePointOrder extends PointExchangeOrder {
  id: string;
  memberId: number;
  account: string;
  reviewedBy: string | null;
}

export interface ConsolePointOrderQuery {
  status?: PointExchangeState;
  page?: number;
  pageSize?: number;
}

export interface ConsolePointOrderDecision {
  /** Required to reject; shown to the member. */
  reason?: string;
}

/** The member page's points: balance and what waits on orders in application. */
export type ConsoleMemberPoints = PointBalance;

export const CONSOLE_POINTS_PATHS = {
  /** GET (points.read): PointsSettings; PUT PointsSettings (payments.settings). */
  settings: `${CONSOLE_API_PREFIX}/points/settings`,
  /** GET (points.read) ?status&page&pageSize: ConsolePage<ConsolePointOrder>. */
  orders: `${CONSOLE_API_PREFIX}/points/orders`,
  /** POST (points.write) .../:id/pass and .../:id/reject {reason}: ConsolePointOrder. */
  pass: (id: string) => `${CONSOLE_API_PREFIX}/points/orders/${id}/pass`,
  reject: (id: string) => `${CONSOLE_API_PREFIX}/points/orders/${id}/reject`,
  /** GET (points.read): ConsoleMemberPoints. */
  member: (memberId: number) => `${CONSOLE_API_PREFIX}/points/members/${memberId}`,
} as const;

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
