// Reward centre (member centre entry 10, rewardCenter) and raffle promotions: rewards an operator
// issues and raffle prizes wait here until the member claims them, once, as a bonus.
import { REWARD_COUNT_PATH } from './accounts.js';

/** What a reward came from: an operator's promotion, or a raffle prize. */
export const REWARD_SOURCES = ['PROMOTION', 'RAFFLE'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** AVAILABLE: waiting to be claimed; EXPIRED: its claim time passed unclaimed. */
export const REWARD_STATES = ['AVAILABLE', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export interface RewardView {
  id: string;
  source: RewardSource;
  title: string;
  amount: string;
  /** Claiming adds amount x this to the turnover requirement. */
  turnoverMultiplier: string;
  /** Claimable until then; null: no end. */
  expiresAt: string | null;
  state: RewardState;
  createdAt: string;
  claimedAt: string | null;
}

export interface RewardPage {
  list: RewardView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const REWARD_PAGE_SIZE = 10;
/** The list: rewards waiting to be claimed, or the others (claimed, expired, cancelled). */
export const REWARD_LISTS = ['available', 'history'] as const;
export type RewardList = (typeof REWARD_LISTS)[number];

/** The red badge: rewards waiting to be claimed (the client state's availablePromoCount). */
export interface RewardCount {
  count: number;
}

export const REWARD_PATHS = {
  /** GET ?list&pageNo&pageSize: RewardPage (T). */
  rewards: '/wps/member/rewards',
  /** GET: RewardCount (T). */
  count: REWARD_COUNT_PATH,
  /** POST with Idempotency-Key: RewardView, paid once however often sent. */
  claim: (rewardId: string) => `/wps/member/rewards/${rewardId}/claim`,
  /** GET: RaffleView[] (T): the raffles running, coming or just closed, with their rules. */
  raffles: '/wps/member/raffles',
  /** Spec 2 §7 "raffle promotion claim: relay, token; POST": body RaffleDrawRequest, Idempotency-Key. */
  raffleClaim: '/wps/relay/MCS2_claimRafflePromotion',
} as const;

// ---------------------------------------------------------------- raffles

/** What makes a member eligible in a period: deposits approved, or valid turnover, of at least X. */
export const RAFFLE_METRICS = ['DEPOSIT', 'TURNOVER'] as const;
export type RaffleMetric = (typeof RAFFLE_METRICS)[number];

/** The period the draws count in (operator days; a week from Monday). */
export const RAFFLE_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type RafflePeriod = (typeof RAFFLE_PERIODS)[number];

/** Spec 2 §4's activity states that fit a raffle. */
export const RAFFLE_STATES = ['COMING_SOON', 'IN_PROCESS', 'CLOSED'] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

export interface RafflePrize {
  label: string;
  amount: string;
  /** A whole number; a prize's chance is its weight over the sum of weights. */
  weight: number;
}

/** A raffle as the operator configures it. */
export interface RaffleSettings {
  title: string;
  rules: string;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  period: RafflePeriod;
  metric: RaffleMetric;
  /** The deposit or valid turnover of the period that makes a member eligible. */
  minimum: string;
  drawsPerPeriod: number;
  prizes: RafflePrize[];
  /** A prize claimed adds amount x this to the turnover requirement. */
  turnoverMultiplier: number;
  /** Days a prize waits in the reward centre before it expires. */
  claimDays: number;
}

export const RAFFLE_LIMITS = {
  titleMax: 80,
  rulesMax: 2000,
  prizesMax: 20,
  labelMax: 40,
  drawsPerPeriodMax: 20,
  weightMax: 1_000_000,
  multiplierMax: 100,
  claimDaysMax: 365,
} as const;

/** A money amount as the operator types it: digits with at most two decimals. */
export const REWARD_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** What is wrong with raffle settings (field -> message); empty when none. */
export function raffleSettingsProblems(raffle: RaffleSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const limits = RAFFLE_LIMITS;
  if (!raffle.title.trim() || raffle.title.length > limits.titleMax)
    problems.title = `1 to ${limits.titleMax} characters`;
  if (raffle.rules.length > limits.rulesMax)
    problems.rules = `at most ${limits.rulesMax} characters`;
  const starts = Date.parse(raffle.startsAt);
  const ends = Date.parse(raffle.endsAt);
  if (Number.isNaN(starts)) problems.startsAt = 'a date and time';
  if (Number.isNaN(ends) || !(ends > starts)) problems.endsAt = 'a date and time after the start';
  if (!REWARD_AMOUNT_PATTERN.test(raffle.minimum))
    problems.minimum = 'an amount, two decimals at most';
  if (
    !Number.isInteger(raffle.drawsPerPeriod) ||
    raffle.drawsPerPeriod < 1 ||
    raffle.drawsPerPeriod > limits.drawsPerPeriodMax
  )
    problems.drawsPerPeriod = `1 to ${limits.drawsPerPeriodMax}`;
  if (raffle.prizes.length < 1 || raffle.prizes.length > limits.prizesMax)
    problems.prizes = `1 to ${limits.prizesMax} prizes`;
  const badPrize = raffle.prizes.find(
    (prize) =>
      !prize.label.trim() ||
      prize.label.length > limits.labelMax ||
      !REWARD_AMOUNT_PATTERN.test(prize.amount) ||
      !/[1-9]/.test(prize.amount) ||
      !Number.isInteger(prize.weight) ||
      prize.weight < 1 ||
      prize.weight > limits.weightMax,
  );
  if (badPrize)
    problems.prizes = `each prize: a label, an amount above 0, a whole weight from 1 to ${limits.weightMax}`;
  if (!multiplierFits(raffle.turnoverMultiplier, limits.multiplierMax))
    problems.turnoverMultiplier = `between 0 and ${limits.multiplierMax}, at most two decimals`;
  if (
    !Number.isInteger(raffle.claimDays) ||
    raffle.claimDays < 1 ||
    raffle.claimDays > limits.claimDaysMax
  )
    problems.claimDays = `1 to ${limits.claimDaysMax}`;
  return problems;
}

export function multiplierFits(multiplier: number, max: number): boolean {
  return multiplier >= 0 && multiplier <= max && Math.round(multiplier * 100) === multiplier * 100;
}

/** A raffle as a member sees it: its rules, where the member stands this period, its prizes. */
export interface RaffleView {
  id: string;
  title: string;
  rules: string;
  state: RaffleState;
  startsAt: string;
  endsAt: string;
  period: RafflePeriod;
  metric: RaffleMetric;
  minimum: string;
  /** The member's deposits or valid turnover of this period so far. */
  reached: string;
  eligible: boolean;
  drawsPerPeriod: number;
  drawsLeft: number;
  /** When the next period starts (its draws with it). */
  nextPeriodAt: string;
  prizes: { label: string; amount: string; chance: string }[];
  turnoverMultiplier: string;
  claimDays: number;
}

export interface RaffleDrawRequest {
  raffleId: string;
}

/** A draw: the prize won, waiting in the reward centre as rewardId. */
export interface RaffleDrawView {
  id: string;
  raffleId: string;
  prizeLabel: string;
  amount: string;
  rewardId: string;
  createdAt: string;
}

// ---------------------------------------------------------------- console

/** Who an operator's reward goes to: one member, every member of a VIP rank, or of a label. */
export const REWARD_TARGETS = ['MEMBER', 'VIP_RANK', 'LABEL'] as const;
export type RewardTarget = (typeof REWARD_TARGETS)[number];

export interface RewardIssueRequest {
  target: RewardTarget;
  /** MEMBER: the account; VIP_RANK: the rank level; LABEL: the label's name. */
  targetValue: string;
  title: string;
  amount: string;
  turnoverMultiplier: number;
  /** Claimable until then (ISO); null: no end. */
  expiresAt: string | null;
}

export const REWARD_TITLE_MAX = 80;
export const REWARD_MULTIPLIER_MAX = 100;

export interface RewardIssueView {
  id: string;
  target: RewardTarget;
  targetValue: string;
  title: string;
  amount: string;
  turnoverMultiplier: string;
  expiresAt: string | null;
  issued: number;
  claimed: number;
  cancelled: number;
  operator: string;
  createdAt: string;
}

export interface ConsoleRaffleView extends RaffleSettings {
  id: string;
  state: RaffleState;
  draws: number;
  paidOut: string;
}
