import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';

// Promotions (/promotions, /promoDetail) and the points mall (/pointMall): the operator's
// catalogue, read by visitors and members alike (spec 2 §2 and §4).

// The promotion types the list is filtered by; one tab each, shown only when it has promotions.
export const PROMOTION_TYPES = [
  'NEW_MEMBER',
  'DEPOSIT',
  'REBATE',
  'CASHBACK',
  'REFERRAL',
  'BIRTHDAY',
  'VIP',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const isPromotionType = (value: unknown): value is PromotionType =>
  isOneOf(PROMOTION_TYPES, value);

// The label an operator pins on a promotion card.
export const PROMOTION_TAGS = ['HOT', 'NEW', 'LIMITED', 'EXCLUSIVE'] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];
export const isPromotionTag = (value: unknown): value is PromotionTag =>
  isOneOf(PROMOTION_TAGS, value);

// The activity states of spec 2 §4 that belong to a promotion itself, worked out from its period.
// The others (joined, applying, rejected, issued, claimed) are a member's own and live in the
// member centre.
export const PROMOTION_STATUSES = ['COMING_SOON', 'IN_PROCESS', 'CLOSED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** COMING_SOON before the start, CLOSED from the end on (exclusive end), IN_PROCESS between. */
export function promotionStatusAt(
  period: { startsAt: Date | string; endsAt: Date | string | null },
  now: Date,
): PromotionStatus {
  if (new Date(period.startsAt).getTime() > now.getTime()) return 'COMING_SOON';
  if (period.endsAt !== null && new Date(period.endsAt).getTime() <= now.getTime()) return 'CLOSED';
  return 'IN_PROCESS';
}

export const PROMOTION_PAGE_SIZE = 6;
export const POINT_GOODS_PAGE_SIZE = 12;

export const PROMOTION_PATHS = {
  list: '/wps/promotions',
  types: '/wps/promotions/types',
  detail: (id: string) => `/wps/promotions/${encodeURIComponent(id)}`,
} as const;

// /promoDetail?id=<promotion id>
export const PROMOTION_DETAIL_QUERY = 'id';

// GET /wps/promotions: one page, optionally of one type.
export interface PromotionListQuery {
  language: Language;
  type?: PromotionType;
  pageNo: number;
  pageSize: number;
}

export interface PromotionSummary {
  id: string;
  type: PromotionType;
  tag: PromotionTag | null;
  status: PromotionStatus;
  title: string;
  summary: string;
  image: string;
  // ISO instants; endsAt null means the promotion runs until the operator ends it.
  startsAt: string;
  endsAt: string | null;
}

export interface PromotionPage {
  list: PromotionSummary[];
  pageNo: number;
  totalPages: number;
}

// GET /wps/promotions/:id?language=MS: the full text. Paragraphs and terms are plain text.
export interface PromotionDetail extends PromotionSummary {
  description: string[];
  terms: string[];
}

// GET /wps/promotions/types: the types that have promotions on show (the filter tabs), and whether
// a referral promotion is running (the side menu's referral entry for members).
export interface PromotionTypesValue {
  types: PromotionType[];
  referralEnabled: boolean;
}

// Points mall. Points never expire (spec 1 §9).
export const POINT_GOODS_CATEGORIES = ['BONUS', 'VOUCHER', 'ELECTRONICS', 'LIFESTYLE'] as const;
export type PointGoodsCategory = (typeof POINT_GOODS_CATEGORIES)[number];
export const isPointGoodsCategory = (value: unknown): value is PointGoodsCategory =>
  isOneOf(POINT_GOODS_CATEGORIES, value);

// The states of a points exchange order (spec 2 §4), shown in the mall's rules.
export const POINT_EXCHANGE_STATES = ['IN_APPLICATION', 'REJECTED', 'PASSED'] as const;
export type PointExchangeState = (typeof POINT_EXCHANGE_STATES)[number];

export const POINT_MALL_PATHS = {
  goods: '/wps/pointMall/goods',
} as const;

export interface PointGoodsQuery {
  language: Language;
  category?: PointGoodsCategory;
  pageNo: number;
  pageSize: number;
}

export interface PointGoods {
  id: string;
  category: PointGoodsCategory;
  name: string;
  image: string;
  pointsRequired: number;
  // 0 means out of stock.
  stock: number;
}

export interface PointGoodsPage {
  list: PointGoods[];
  pageNo: number;
  totalPages: number;
}
