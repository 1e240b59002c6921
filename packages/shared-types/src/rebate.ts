// Manual rebate (member centre entry 14, manualRebate): a percent of the member's valid turnover
// per game category, the percent set by the operator per VIP rank, claimed by the member once a
// period. One definition of the settings, their checks and the routes for the API and the web.
import { CONSOLE_API_PREFIX } from './console.js';

export const REBATE_PERIODS = ['DAILY', 'WEEKLY'] as const;
/** DAILY: once per operator day; WEEKLY: once per operator week (from Monday). */
export type RebatePeriod = (typeof REBATE_PERIODS)[number];

/** The highest rebate percent an operator may set for a category. */
export const REBATE_PERCENT_MAX = 5;
/** A percent: 0 to 5 with at most two decimals, as a decimal string ("0.80"). */
export const REBATE_PERCENT_PATTERN = /^\d(\.\d{1,2})?$/;
/** A rebate's bonus turnover requirement is amount x this, at most this high. */
export const REBATE_MULTIPLIER_MAX = 100;

/** The percent of one category's valid turnover a VIP rank gets back. */
export interface RebateRate {
  rankLevel: number;
  categoryCode: string;
  percent: string;
}

/** The operator's rebate settings (merchant.settings.rebate); every field has a default. */
export interface RebateSettings {
  enabled: boolean;
  period: RebatePeriod;
  /** A claimed rebate adds amount x this to the turnover requirement (a bonus, decisions). */
  turnoverMultiplier: number;
  /** Only the ranks and categories with a rate above 0 are listed; the others get nothing. */
  rates: RebateRate[];
}

export const DEFAULT_REBATE_SETTINGS: RebateSettings = {
  enabled: false,
  period: 'DAILY',
  turnoverMultiplier: 1,
  rates: [],
};

/** The settings kept in merchant.settings, each field checked; a stray value takes its default. */
export function rebateSettingsOf(settings: unknown): RebateSettings {
  const stored = recordOf(recordOf(settings).rebate);
  const defaults = DEFAULT_REBATE_SETTINGS;
  const period = REBATE_PERIODS.find((candidate) => candidate === stored.period);
  return {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : defaults.enabled,
    period: period ?? defaults.period,
    turnoverMultiplier:
      typeof stored.turnoverMultiplier === 'number'
        ? stored.turnoverMultiplier
        : defaults.turnoverMultiplier,
    rates: Array.isArray(stored.rates) ? stored.rates.filter(isRebateRate) : [],
  };
}

export type RebateSettingsProblems = Partial<Record<'turnoverMultiplier' | 'rates', string>>;

/** What is wrong with settings an operator sends (field -> message); empty when none. */
export function rebateSettingsProblems(settings: RebateSettings): RebateSettingsProblems {
  const problems: RebateSettingsProblems = {};
  const multiplier = settings.turnoverMultiplier;
  if (
    !(multiplier >= 0 && multiplier <= REBATE_MULTIPLIER_MAX) ||
    Math.round(multiplier * 100) !== multiplier * 100
  ) {
    problems.turnoverMultiplier = `between 0 and ${REBATE_MULTIPLIER_MAX}, at most two decimals`;
  }
  const seen = new Set<string>();
  for (const rate of settings.rates) {
    const key = `${rate.rankLevel}:${rate.categoryCode}`;
    if (seen.has(key)) {
      problems.rates = `one rate per rank and category (${key} twice)`;
      break;
    }
    seen.add(key);
    if (rebatePercentProblem(rate.percent)) {
      problems.rates = `${key}: a percent between 0 and ${REBATE_PERCENT_MAX}, two decimals at most`;
      break;
    }
  }
  return problems;
}

/** Whether a percent the operator typed is out of range or badly written. */
export function rebatePercentProblem(percent: string): boolean {
  return !REBATE_PERCENT_PATTERN.test(percent) || Number(percent) > REBATE_PERCENT_MAX;
}

/** One category's figures of the member's rebate view. */
export interface RebateCategoryLine {
  categoryCode: string;
  /** Settled real-money stakes of the category since the last claim. */
  validTurnover: string;
  /** The member's percent for the category (its VIP rank's), "0.00" when it has none. */
  percent: string;
  /** validTurnover x percent, rounded down to the cent. */
  amount: string;
}

/** GET the member's rebate: what a claim now would pay, per category. */
export interface RebateView {
  enabled: boolean;
  period: RebatePeriod;
  rankLevel: number;
  /** The member's VIP rank's label, null when the member has no rank. */
  rankName: string | null;
  /** The turnover counted is of bets settled after this instant (the last claim), or ever. */
  since: string | null;
  categories: RebateCategoryLine[];
  totalTurnover: string;
  /** What a claim now pays: the categories' amounts plus the adjustment, never below 0. */
  totalAmount: string;
  /**
   * The rebate of rounds an earlier claim counted and the vendor rolled back since, taken back
   * (negative); or of rounds that settled into an earlier claim's time after it counted.
   */
  adjustment: string;
  /** Whether this period's claim is made already; the next period starts at nextClaimAt. */
  claimedThisPeriod: boolean;
  nextClaimAt: string;
}

/** A claim the member made, with what it counted. */
export interface RebateClaimView {
  id: string;
  /** The first day (yyyy-MM-dd, operator time) of the period it was claimed in. */
  periodStart: string;
  /** Paid: the categories' amounts plus the adjustment. */
  amount: string;
  adjustment: string;
  totalTurnover: string;
  categories: RebateCategoryLine[];
  createdAt: string;
}

export interface RebateClaimPage {
  list: RebateClaimView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const REBATE_CLAIM_PAGE_SIZE = 10;

export const REBATE_PATHS = {
  /** GET: RebateView (T). */
  rebate: '/wps/member/rebate',
  /** GET ?pageNo&pageSize: RebateClaimPage; POST with Idempotency-Key: RebateClaimView. */
  claims: '/wps/member/rebate/claims',
} as const;

/** The console's rebate page: the settings with the ranks and categories a rate may name. */
export interface ConsoleRebateSettingsView {
  settings: RebateSettings;
  ranks: { rankLevel: number; labelName: string }[];
  /** Game category codes in the site's order. */
  categories: string[];
}

export const CONSOLE_REBATE_PATHS = {
  /** GET (payments.read): ConsoleRebateSettingsView; PUT RebateSettings (payments.settings). */
  settings: `${CONSOLE_API_PREFIX}/rebate/settings`,
} as const;

function isRebateRate(value: unknown): value is RebateRate {
  const rate = recordOf(value);
  return (
    typeof rate.rankLevel === 'number' &&
    typeof rate.categoryCode === 'string' &&
    typeof rate.percent === 'string'
  );
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
