// Missions and leaderboard (member centre entry 12, mission_activity -> missionLeaderboard, and the
// playerRank page; spec 2 §7 "Mission summary and leaderboard: relays, token"). Daily and weekly
// missions the operator configures, their progress from settled real-money bets, approved
// deposits and sign-ins, a claim paid as a bonus, and a leaderboard of the period.
import { CONSOLE_API_PREFIX } from './console.js';

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
/** DAILY: an operator day; WEEKLY: an operator week from Monday (the rebate's periods). */
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_KINDS = [
  'SIGN_IN',
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'CATEGORY_TURNOVER',
  'GAME_ROUNDS',
] as const;
/**
 * SIGN_IN: days of the period with a sign-in; DEPOSIT_AMOUNT / DEPOSIT_COUNT: approved deposits'
 * total or number; CATEGORY_TURNOVER: valid turnover (settled real-money stakes) in a game
 * category, or in all when none is named; GAME_ROUNDS: settled real-money rounds of one game, or
 * of any when none is named.
 */
export type MissionKind = (typeof MISSION_KINDS)[number];

/** Kinds whose target is a number of things (whole), not an amount of money. */
export const MISSION_COUNT_KINDS: readonly MissionKind[] = [
  'SIGN_IN',
  'DEPOSIT_COUNT',
  'GAME_ROUNDS',
];

export const MISSION_TITLE_MAX = 60;
export const MISSION_REWARD_MAX = 100_000;
export const MISSION_TARGET_MAX = 100_000_000;
export const MISSION_MULTIPLIER_MAX = 100;
/** A site's missions, enabled or not: the console refuses more. */
export const MISSIONS_PER_SITE_MAX = 100;
/** Money as the console sends it: up to two decimals. */
export const MISSION_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export interface MissionTitles {
  MS: string;
  EN: string;
  CN: string;
}

/** What the operator sets for a mission (console POST and PUT). */
export interface MissionInput {
  period: MissionPeriod;
  kind: MissionKind;
  /** CATEGORY_TURNOVER only: the game category counted; null for every category. */
  categoryCode: string | null;
  /** GAME_ROUNDS only: the game counted; null for any game. */
  gameId: number | null;
  /** Days, deposits or rounds (whole), or an amount of money ("500.00"). */
  target: string;
  rewardAmount: string;
  /** The reward adds rewardAmount x this to the member's turnover requirement. */
  turnoverMultiplier: number;
  enabled: boolean;
  /** Lower first on the member's page. */
  sortOrder: number;
  titles: MissionTitles;
}

export type MissionInputProblems = Partial<Record<keyof MissionInput, string>>;

/** What is wrong with a mission an operator sends (field -> message); empty when none. */
export function missionInputProblems(input: MissionInput): MissionInputProblems {
  const problems: MissionInputProblems = {};
  const isCount = MISSION_COUNT_KINDS.includes(input.kind);
  if (
    !MISSION_AMOUNT_PATTERN.test(input.target) ||
    Number(input.target) <= 0 ||
    Number(input.target) > MISSION_TARGET_MAX
  ) {
    problems.target = `above 0 and at most ${MISSION_TARGET_MAX}, two decimals at most`;
  } else if (isCount && !/^\d+(\.0{1,2})?$/.test(input.target)) {
    problems.target = 'a whole number for days, deposits or rounds';
  } else if (
    input.kind === 'SIGN_IN' &&
    Number(input.target) > (input.period === 'DAILY' ? 1 : 7)
  ) {
    problems.target = 'at most the days of the period (1 a day, 7 a week)';
  }
  if (
    !MISSION_AMOUNT_PATTERN.test(input.rewardAmount) ||
    Number(input.rewardAmount) <= 0 ||
    Number(input.rewardAmount) > MISSION_REWARD_MAX
  ) {
    problems.rewardAmount = `above 0 and at most ${MISSION_REWARD_MAX}, two decimals at most`;
  }
  const multiplier = input.turnoverMultiplier;
  if (
    !(multiplier >= 0 && multiplier <= MISSION_MULTIPLIER_MAX) ||
    Math.round(multiplier * 100) !== multiplier * 100
  ) {
    problems.turnoverMultiplier = `between 0 and ${MISSION_MULTIPLIER_MAX}, two decimals at most`;
  }
  if (input.kind !== 'CATEGORY_TURNOVER' && input.categoryCode !== null) {
    problems.categoryCode = 'only a turnover mission names a category';
  }
  if (input.kind !== 'GAME_ROUNDS' && input.gameId !== null) {
    problems.gameId = 'only a rounds mission names a game';
  }
  const titles = [input.titles.MS, input.titles.EN, input.titles.CN];
  if (titles.some((title) => title.trim() === '' || title.length > MISSION_TITLE_MAX)) {
    problems.titles = `a title in MS, EN and CN, 1 to ${MISSION_TITLE_MAX} characters each`;
  }
  return problems;
}

/** IN_PROGRESS: below target; COMPLETED: target met, not claimed; CLAIMED: paid this period. */
export type MissionStatus = 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';

/** One mission as the member sees it in the current period. */
export interface MemberMissionView {
  id: number;
  period: MissionPeriod;
  kind: MissionKind;
  titles: MissionTitles;
  categoryCode: string | null;
  gameName: string | null;
  target: string;
  /** Counted from the source rows now: a rolled-back bet is taken back at once. */
  progress: string;
  rewardAmount: string;
  turnoverMultiplier: number;
  status: MissionStatus;
  /** First operator day (yyyy-MM-dd) of the period, and when the next starts (ISO 8601). */
  periodStart: string;
  nextPeriodAt: string;
}

/** GET the member's missions: the enabled ones in the operator's order. */
export interface MissionSummary {
  list: MemberMissionView[];
  /** Missions completed and not claimed: the red badge beside mission_activity. */
  claimableCount: number;
}

export interface MissionCount {
  count: number;
}

/** A claim the member made (POST answer; the console's member page lists them). */
export interface MissionClaimView {
  id: string;
  missionId: number;
  titles: MissionTitles;
  periodStart: string;
  /** The progress counted when the claim was made. */
  progress: string;
  amount: string;
  createdAt: string;
}

export const LEADERBOARD_PERIODS = ['TODAY', 'WEEK'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** TURNOVER: valid turnover; WINS: what winning rounds paid above their stakes. */
export const LEADERBOARD_METRICS = ['TURNOVER', 'WINS'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
/** Members shown on the board. */
export const LEADERBOARD_SIZE = 20;

export interface LeaderboardEntry {
  rank: number;
  /** Masked: first two, ***, last two characters. */
  account: string;
  value: string;
}

/** GET ?period&metric: the board of the period and the member's own place (page playerRank). */
export interface LeaderboardView {
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  periodStart: string;
  entries: LeaderboardEntry[];
  /** The member's rank (null while it has nothing of the metric) and value. */
  me: { rank: number | null; value: string };
  /** When the board was counted (it is kept up to a minute). */
  countedAt: string;
}

export const MISSION_PATHS = {
  /** GET: MissionSummary (T). */
  missions: '/wps/relay/MCS2_missionSummary',
  /** GET: MissionCount, the mission_activity badge (T). */
  count: '/wps/relay/MCS2_missionCount',
  /** POST with Idempotency-Key: MissionClaimView, the mission's reward of this period (T). */
  claim: (missionId: number) => `/wps/relay/MCS2_missionClaim/${missionId}`,
  /** GET ?period&metric: LeaderboardView (T). */
  leaderboard: '/wps/relay/MCS2_leaderboard',
} as const;

/** The console's mission, as configured. */
export interface ConsoleMissionView extends MissionInput {
  id: number;
  gameName: string | null;
  updatedAt: string;
}

export interface ConsoleMissionList {
  list: ConsoleMissionView[];
  /** Category codes and games a mission may name. */
  categories: string[];
}

/** A member's missions on the console member page: progress now and the claims made. */
export interface ConsoleMemberMissions {
  missions: MemberMissionView[];
  claims: MissionClaimView[];
  claimsTotal: number;
}

export const MISSION_CLAIM_PAGE_SIZE = 10;

export const CONSOLE_MISSION_PATHS = {
  /** GET (payments.read): ConsoleMissionList; POST MissionInput (payments.settings). */
  missions: `${CONSOLE_API_PREFIX}/missions`,
  /** PUT MissionInput (payments.settings); a mission is switched off, never deleted. */
  mission: (id: number) => `${CONSOLE_API_PREFIX}/missions/${id}`,
  /** GET ?pageNo (members.read): ConsoleMemberMissions. */
  member: (memberId: number) => `${CONSOLE_API_PREFIX}/members/${memberId}/missions`,
} as const;
