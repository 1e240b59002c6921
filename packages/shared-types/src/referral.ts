// Referral (member centre entry 11, invite_friends -> referral): the member's invitation link,
// the friends who joined through it and the rewards the operator's rule paid for them: a percent
// of a friend's first approved deposit (with a cap) and a percent of a friend's valid turnover of
// each day. One definition of the rule, its checks and the routes for the API and the web.
import { CONSOLE_API_PREFIX } from './console.js';

/** The register page's query parameter a referral link carries (spec 1: taken over as it is). */
export const REFERRAL_PARAMETER = 'referralCode';

export const REFERRAL_REWARD_KINDS = ['FIRST_DEPOSIT', 'TURNOVER'] as const;
/** FIRST_DEPOSIT: once per friend; TURNOVER: once per friend and operator day. */
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** The highest percent of a first deposit, and of a day's valid turnover, an operator may set. */
export const REFERRAL_DEPOSIT_PERCENT_MAX = 100;
export const REFERRAL_TURNOVER_PERCENT_MAX = 5;
/** A reward's bonus turnover requirement is amount x this, at most this high. */
export const REFERRAL_MULTIPLIER_MAX = 100;
/** A percent as a decimal string: up to three digits, at most two decimals ("10.50"). */
export const REFERRAL_PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
/** An amount as a decimal string: up to ten digits, at most two decimals. */
export const REFERRAL_AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The operator's referral rule (merchant.settings.referral); every field has a default. */
export interface ReferralSettings {
  enabled: boolean;
  /** Percent of a friend's first approved deposit paid to the referrer; "0.00": no such reward. */
  firstDepositPercent: string;
  /** The most a first-deposit reward pays; null: no cap. */
  firstDepositCap: string | null;
  /** Percent of a friend's valid turnover of a day paid the next day; "0.00": no such reward. */
  turnoverPercent: string;
  /** A reward below this amount is not paid ("0.00": every reward above nothing). */
  minimumReward: string;
  /** A reward adds amount x this to the referrer's turnover requirement (a bonus). */
  turnoverMultiplier: number;
}

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  enabled: false,
  firstDepositPercent: '0.00',
  firstDepositCap: null,
  turnoverPercent: '0.00',
  minimumReward: '0.00',
  turnoverMultiplier: 1,
};

/** The rule kept in merchant.settings, each field checked; a stray value takes its default. */
export function referralSettingsOf(settings: unknown): ReferralSettings {
  const stored = recordOf(recordOf(settings).referral);
  const defaults = DEFAULT_REFERRAL_SETTINGS;
  const text = (value: unknown, pattern: RegExp, fallback: string) =>
    typeof value === 'string' && pattern.test(value) ? value : fallback;
  return {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : defaults.enabled,
    firstDepositPercent: text(
      stored.firstDepositPercent,
      REFERRAL_PERCENT_PATTERN,
      defaults.firstDepositPercent,
    ),
    firstDepositCap:
      typeof stored.firstDepositCap === 'string' &&
      REFERRAL_AMOUNT_PATTERN.test(stored.firstDepositCap)
        ? stored.firstDepositCap
        : null,
    turnoverPercent: text(
      stored.turnoverPercent,
      REFERRAL_PERCENT_PATTERN,
      defaults.turnoverPercent,
    ),
    minimumReward: text(stored.minimumReward, REFERRAL_AMOUNT_PATTERN, defaults.minimumReward),
    turnoverMultiplier:
      typeof stored.turnoverMultiplier === 'number'
        ? stored.turnoverMultiplier
        : defaults.turnoverMultiplier,
  };
}

export type ReferralSettingsProblems = Partial<
  Record<
    | 'firstDepositPercent'
    | 'firstDepositCap'
    | 'turnoverPercent'
    | 'minimumReward'
    | 'turnoverMultiplier',
    string
  >
>;

/** What is wrong with a rule an operator sends (field -> message); empty when none. */
export function referralSettingsProblems(settings: ReferralSettings): ReferralSettingsProblems {
  const problems: ReferralSettingsProblems = {};
  const percentProblem = (percent: string, max: number) =>
    !REFERRAL_PERCENT_PATTERN.test(percent) || Number(percent) > max;
  if (percentProblem(settings.firstDepositPercent, REFERRAL_DEPOSIT_PERCENT_MAX)) {
    problems.firstDepositPercent = `a percent between 0 and ${REFERRAL_DEPOSIT_PERCENT_MAX}, two decimals at most`;
  }
  if (percentProblem(settings.turnoverPercent, REFERRAL_TURNOVER_PERCENT_MAX)) {
    problems.turnoverPercent = `a percent between 0 and ${REFERRAL_TURNOVER_PERCENT_MAX}, two decimals at most`;
  }
  if (
    settings.firstDepositCap !== null &&
    (!REFERRAL_AMOUNT_PATTERN.test(settings.firstDepositCap) ||
      Number(settings.firstDepositCap) <= 0)
  ) {
    problems.firstDepositCap = 'an amount above 0 with two decimals at most, or none';
  }
  if (!REFERRAL_AMOUNT_PATTERN.test(settings.minimumReward)) {
    problems.minimumReward = 'an amount of 0 or more with two decimals at most';
  }
  const multiplier = settings.turnoverMultiplier;
  if (
    !(multiplier >= 0 && multiplier <= REFERRAL_MULTIPLIER_MAX) ||
    Math.round(multiplier * 100) !== multiplier * 100
  ) {
    problems.turnoverMultiplier = `between 0 and ${REFERRAL_MULTIPLIER_MAX}, at most two decimals`;
  }
  return problems;
}

/** GET the member's referral page: its link, the rule and its totals. */
export interface ReferralView {
  enabled: boolean;
  code: string;
  /** The site's register page with the member's code (?referralCode=...). */
  url: string;
  rule: Omit<ReferralSettings, 'enabled'>;
  friendCount: number;
  /** Friends whose first deposit was approved. */
  qualifiedCount: number;
  rewardTotal: string;
}

/** A friend who joined through the member's link, its account masked. */
export interface ReferralFriend {
  account: string;
  joinedAt: string;
  /** Whether the friend has an approved deposit (the first-deposit reward's condition). */
  qualified: boolean;
  /** What the friend's deposits and turnover paid the referrer so far. */
  rewarded: string;
}

/** A reward paid to the member for a friend. */
export interface ReferralRewardView {
  id: string;
  kind: ReferralRewardKind;
  /** The friend's account, masked for the member, in full for the console. */
  friend: string;
  /** The operator day (yyyy-MM-dd) of the turnover counted or of the deposit's approval. */
  day: string;
  /** The deposit's amount or the day's valid turnover. */
  base: string;
  percent: string;
  amount: string;
  createdAt: string;
}

export interface ReferralPage<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const REFERRAL_PAGE_SIZE = 10;

export const REFERRAL_PATHS = {
  /** GET: ReferralView (T). */
  referral: '/wps/member/referral',
  /** GET ?pageNo&pageSize: ReferralPage<ReferralFriend>, newest first. */
  friends: '/wps/member/referral/friends',
  /** GET ?pageNo&pageSize: ReferralPage<ReferralRewardView>, newest first. */
  rewards: '/wps/member/referral/rewards',
} as const;

/** The console's figures of the site's referral. */
export interface ConsoleReferralSummary {
  referrers: number;
  friends: number;
  qualified: number;
  rewardCount: number;
  rewardsPaid: string;
}

/** A referrer with its friends and what they paid it (console). */
export interface ConsoleReferrer {
  memberId: number;
  account: string;
  friends: number;
  qualified: number;
  rewardsPaid: string;
}

/** A referred friend in the console (account in full). */
export interface ConsoleReferralFriend extends ReferralFriend {
  memberId: number;
}

/** A member's referral in the console: who referred it, its friends' count and rewards. */
export interface ConsoleMemberReferral {
  referrer: { memberId: number; account: string } | null;
  code: string | null;
  friends: number;
  rewardsPaid: string;
}

export const CONSOLE_REFERRAL_PATHS = {
  /** GET (payments.read): ReferralSettings; PUT ReferralSettings (payments.settings). */
  settings: `${CONSOLE_API_PREFIX}/referral/settings`,
  /** GET (payments.read): ConsoleReferralSummary. */
  summary: `${CONSOLE_API_PREFIX}/referral/summary`,
  /** GET ?pageNo&pageSize (payments.read): ReferralPage<ConsoleReferrer>, most friends first. */
  referrers: `${CONSOLE_API_PREFIX}/referral/referrers`,
  /** GET ?memberId&pageNo&pageSize (payments.read): ReferralPage<ReferralRewardView>. */
  rewards: `${CONSOLE_API_PREFIX}/referral/rewards`,
  /** GET (payments.read): ConsoleMemberReferral. */
  member: (memberId: number | string) => `${CONSOLE_API_PREFIX}/referral/members/${memberId}`,
  /** GET ?pageNo&pageSize (payments.read): ReferralPage<ConsoleReferralFriend>. */
  memberFriends: (memberId: number | string) =>
    `${CONSOLE_API_PREFIX}/referral/members/${memberId}/friends`,
} as const;

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
