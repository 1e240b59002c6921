// Agent contracts and their payouts (spec 2 §2 entries 9-12, §3 contract labels, §4 contracts,
// §7 contract relays, §9; 0-decisions "Agent salary"). A contract is between an agent and a
// direct downline agent (or, for a top agent, the operator): tiered ratios by the team's valid
// turnover (optionally its active members). Salaries pay ratio x team valid turnover of the
// period, dividends ratio x team net loss (negative results carried over). Each contract holder
// earns its own ratio on its direct downline's own play and the ratio difference on each
// contracted downline agent's team: pay = ratio x team figure - sum of each contracted direct
// sub-agent's ratio x that sub-agent's team figure. Every payout is one ledger entry, once per
// (contract, period). Agent calls are `T` calls of a live agent session of a real account,
// limited to the agent's own subtree; console calls need agents.read / agents.write.
// Amounts are decimal strings with the currency's decimals; ratios percent with two decimals.
import type { AgentCentreFeature } from './accounts.js';
import type { AgentCentrePage } from './agent-centre.js';
import { CONSOLE_API_PREFIX, type ConsolePageQuery } from './console.js';
import { moneyCents } from './money.js';

// ---------------------------------------------------------------- kinds, periods, statuses

export const AGENT_CONTRACT_KINDS = [
  'DIVIDEND',
  'DAILY_WAGES',
  'HOURLY_SALARY',
  'REAL_TIME_SALARY',
] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

/** The operator's switch (AgentSettings.features) and the menu page of each kind. */
export const AGENT_CONTRACT_KIND_FEATURES = {
  DIVIDEND: 'dividend',
  DAILY_WAGES: 'dailyWages',
  HOURLY_SALARY: 'hourlySalary',
  REAL_TIME_SALARY: 'realTimeSalary',
} as const satisfies Record<AgentContractKind, AgentCentreFeature>;

export const AGENT_CONTRACT_KIND_PAGES = {
  DIVIDEND: 'agentDividendRecord',
  DAILY_WAGES: 'agentDailyWages',
  HOURLY_SALARY: 'agentHourlySalary',
  REAL_TIME_SALARY: 'agentRealTimeSalary',
} as const satisfies Record<AgentContractKind, AgentCentrePage>;

/** The wage periods a dividend contract is settled by (spec 2 §4, §9). */
export const WAGE_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type WagePeriod = (typeof WAGE_PERIODS)[number];

/**
 * The period a payout is for. Salaries have fixed ones: real-time salary every 5 minutes
 * (FIVE_MINUTES), hourly salary per hour, daily wages per operator day (both paid the next
 * day); a dividend contract names its wage period. Operator days, weeks (Monday first),
 * half-months (1st-15th, 16th-end) and months are the operator's time zone's; 5-minute and
 * hourly windows are UTC-aligned (the same instants in the operator's zone for whole-hour zones).
 */
export const PAYOUT_PERIODS = ['FIVE_MINUTES', 'HOURLY', ...WAGE_PERIODS] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];

/** The settlement period of a contract: fixed for salaries, the contract's own for dividends. */
export function payoutPeriodOf(kind: AgentContractKind, period: WagePeriod | null): PayoutPeriod {
  switch (kind) {
    case 'REAL_TIME_SALARY':
      return 'FIVE_MINUTES';
    case 'HOURLY_SALARY':
      return 'HOURLY';
    case 'DAILY_WAGES':
      return 'DAILY';
    case 'DIVIDEND':
      return period ?? 'MONTHLY';
  }
}

/**
 * PENDING: proposed, waiting for the other side. ACTIVE: in force (pays). FROZEN: in force but
 * the operator stopped its payouts (they are recorded WITHHELD). REFUSED: the other side said no.
 * CANCELLED: its proposer withdrew it before an answer. ENDED: no longer in force (endReason).
 */
export const AGENT_CONTRACT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'FROZEN',
  'REFUSED',
  'CANCELLED',
  'ENDED',
] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];

/** Statuses of a contract in force: one per kind and agent at most (a unique index). */
export const AGENT_CONTRACT_IN_FORCE: readonly AgentContractStatus[] = ['ACTIVE', 'FROZEN'];

/**
 * Why a contract ended. REPLACED: the agent accepted new terms of the kind. TERMINATED: both
 * sides agreed to a termination request. OPERATOR: the operator ended it. UPLINE_ENDED: the
 * upline's own contract of the kind ended, and a contract issued under it cannot outlive it.
 */
export const AGENT_CONTRACT_END_REASONS = [
  'REPLACED',
  'TERMINATED',
  'OPERATOR',
  'UPLINE_ENDED',
] as const;
export type AgentContractEndReason = (typeof AGENT_CONTRACT_END_REASONS)[number];

/** Who proposed terms or asked for a termination. OPERATOR: a top agent's contract. */
export const AGENT_CONTRACT_PARTIES = ['UPLINE', 'AGENT', 'OPERATOR'] as const;
export type AgentContractParty = (typeof AGENT_CONTRACT_PARTIES)[number];

/**
 * PAID: credited to the agent's MAIN wallet (one SALARY or DIVIDEND entry). NONE: nothing to pay
 * (no tier reached, no figures, or no share left after the downline's). WITHHELD: the contract
 * was frozen: the figures are kept, nothing is paid. CARRIED: a dividend period with a net
 * result the house lost on: carried into the next period. DUE: a dividend the upline owes the
 * agent, to distribute by `dueBy`. FORCED: a due dividend the system distributed from the
 * upline's wallet after its deadline.
 */
export const AGENT_PAYOUT_STATUSES = [
  'PAID',
  'NONE',
  'WITHHELD',
  'CARRIED',
  'DUE',
  'FORCED',
] as const;
export type AgentPayoutStatus = (typeof AGENT_PAYOUT_STATUSES)[number];

/**
 * Distribution of a due dividend: the upline has this long after the period's end. Past it, the
 * upline's transfers and withdrawals are refused (DIVIDEND_OVERDUE) and the distribution is
 * forced from its main wallet, as far as its balance goes, until nothing overdue is owed.
 */
export const DIVIDEND_DISTRIBUTION_HOURS = 72;

// ---------------------------------------------------------------- tiers and their rules

/** One tier of a contract: reached when the team's figures reach both thresholds. */
export interface AgentContractTier {
  /** Threshold of the team's valid turnover in the period (an amount, 0 allowed). */
  turnover: string;
  /** Minimum active members of the team in the period; null: no such condition. */
  activeMembers: number | null;
  /** Percent with at most two decimals, above 0 and at most 100. */
  ratio: string;
}

export const AGENT_CONTRACT_MAX_TIERS = 10;
/** A contract ratio: percent above 0 up to 100.00, two decimals at most. */
export const CONTRACT_RATIO_PATTERN = /^(100(\.00?)?|\d{1,2}(\.\d{1,2})?)$/;
/** A tier's turnover threshold: an amount with two decimals at most. */
export const CONTRACT_TURNOVER_PATTERN = /^\d{1,15}(\.\d{1,2})?$/;
export const CONTRACT_MAX_ACTIVE_MEMBERS = 1_000_000;
/** A note with an offer or a request, and the operator's reason. */
export const CONTRACT_NOTE_MAX_LENGTH = 200;

/** A ratio in hundredths of a percent (12.5 -> 1250n). */
export function ratioBasisPoints(ratio: string): bigint {
  return moneyCents(ratio);
}

/**
 * What is wrong with a contract's tiers, by field path (`tiers`, `tiers.2.ratio`...; empty:
 * nothing): 1 to AGENT_CONTRACT_MAX_TIERS tiers; each turnover an amount, activeMembers null or
 * a whole number from 1, ratio a percent above 0; thresholds strictly ascending, active-member
 * minimums and ratios never descending, so a higher tier is always better for the agent.
 */
export function contractTiersProblems(tiers: readonly AgentContractTier[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (tiers.length === 0) return { tiers: 'at least one tier' };
  if (tiers.length > AGENT_CONTRACT_MAX_TIERS) {
    return { tiers: `at most ${AGENT_CONTRACT_MAX_TIERS} tiers` };
  }
  tiers.forEach((tier, index) => {
    const at = `tiers.${index}`;
    if (typeof tier.turnover !== 'string' || !CONTRACT_TURNOVER_PATTERN.test(tier.turnover)) {
      problems[`${at}.turnover`] = 'an amount of 0 or more with at most two decimals';
    }
    const active = tier.activeMembers;
    if (
      active !== null &&
      (!Number.isInteger(active) || active < 1 || active > CONTRACT_MAX_ACTIVE_MEMBERS)
    ) {
      problems[`${at}.activeMembers`] = 'empty, or a whole number from 1';
    }
    if (
      typeof tier.ratio !== 'string' ||
      !CONTRACT_RATIO_PATTERN.test(tier.ratio) ||
      ratioBasisPoints(tier.ratio) === 0n
    ) {
      problems[`${at}.ratio`] = 'a percent above 0 and at most 100 with two decimals';
    }
  });
  if (Object.keys(problems).length > 0) return problems;
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = tiers[index - 1];
    const tier = tiers[index];
    const at = `tiers.${index}`;
    if (moneyCents(tier.turnover) <= moneyCents(previous.turnover)) {
      problems[`${at}.turnover`] = 'above the previous tier’s';
    }
    if ((tier.activeMembers ?? 0) < (previous.activeMembers ?? 0)) {
      problems[`${at}.activeMembers`] = 'at least the previous tier’s';
    }
    if (ratioBasisPoints(tier.ratio) < ratioBasisPoints(previous.ratio)) {
      problems[`${at}.ratio`] = 'at least the previous tier’s';
    }
  }
  return problems;
}

/**
 * The tier a team's figures reach: the highest whose turnover threshold and active-member
 * minimum both are met; null when none is. `turnover` may have more decimals than a threshold.
 */
export function tierReached(
  tiers: readonly AgentContractTier[],
  turnover: string,
  activeMembers: number,
): { index: number; tier: AgentContractTier } | null {
  let reached: { index: number; tier: AgentContractTier } | null = null;
  tiers.forEach((tier, index) => {
    const meetsTurnover = compareDecimal(turnover, tier.turnover) >= 0;
    if (meetsTurnover && activeMembers >= (tier.activeMembers ?? 0)) reached = { index, tier };
  });
  return reached;
}

/** The ratio the figures reach ("0.00" when no tier is reached). */
export function ratioReached(
  tiers: readonly AgentContractTier[],
  turnover: string,
  activeMembers: number,
): string {
  return tierReached(tiers, turnover, activeMembers)?.tier.ratio ?? '0.00';
}

/**
 * What is wrong with a downline's tiers under the upline's (empty: nothing): at every tier's
 * thresholds the upline's contract must reach at least that ratio. The upline's team holds the
 * downline's, so its figures are never lower and, tier by tier, a child's ratio never exceeds
 * its parent's (0-decisions); the payout job still caps a child at the parent's reached ratio.
 */
export function tiersWithinUpline(
  tiers: readonly AgentContractTier[],
  uplineTiers: readonly AgentContractTier[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  tiers.forEach((tier, index) => {
    const ceiling = ratioReached(uplineTiers, tier.turnover, tier.activeMembers ?? 0);
    if (ratioBasisPoints(tier.ratio) > ratioBasisPoints(ceiling)) {
      problems[`tiers.${index}.ratio`] = `at most the upline’s ratio at this tier (${ceiling})`;
    }
  });
  return problems;
}

/** Compares two non-negative plain decimals exactly (-1, 0, 1). */
function compareDecimal(left: string, right: string): number {
  const [leftWhole = '0', leftFraction = ''] = left.split('.');
  const [rightWhole = '0', rightFraction = ''] = right.split('.');
  const width = Math.max(leftFraction.length, rightFraction.length);
  const a = BigInt(leftWhole + leftFraction.padEnd(width, '0'));
  const b = BigInt(rightWhole + rightFraction.padEnd(width, '0'));
  return a === b ? 0 : a < b ? -1 : 1;
}

// ---------------------------------------------------------------- the agent's routes

export const AGENT_CONTRACT_PATHS = {
  /**
   * GET AgentContractQuery: AgentContractPage, the agent's own contracts (role AGENT) and those
   * it issued to its direct downline (role UPLINE), newest first.
   * POST OfferContractRequest: AgentContractView, an upline's offer to a direct sub-agent.
   */
  contracts: '/wps/agent/contracts',
  /** GET ?kind: AgentContractOverview, what a kind's page opens with. */
  overview: '/wps/agent/contracts/overview',
  /** POST RequestContractRequest: AgentContractView, new terms the agent asks of its upline. */
  requests: '/wps/agent/contracts/requests',
  /**
   * `${contract(id)}`: GET AgentContractView. Then POST (no body unless named), each answering
   * AgentContractView: `/accept`, `/refuse` (the other side of a PENDING proposal), `/cancel`
   * (its proposer), `/termination` (TerminationRequest, either side of a contract in force),
   * `/termination/accept`, `/termination/refuse` (the other side).
   */
  contract: (id: number) => `/wps/agent/contracts/${id}`,
  /** GET AgentPayoutQuery: AgentPayoutPage, the agent's payouts of a kind, newest first. */
  payouts: '/wps/agent/payouts',
  /** GET ?pageNo&pageSize: AgentPayoutStatement, one payout explained line by line. */
  payout: (id: number) => `/wps/agent/payouts/${id}`,
  /**
   * POST (Idempotency-Key, DistributeDividendRequest): AgentPayoutView. The upline pays a
   * dividend it owes (status DUE) from its MAIN wallet.
   */
  distribute: (id: number) => `/wps/agent/payouts/${id}/distribute`,
} as const;

export const AGENT_CONTRACT_ACTIONS = [
  'accept',
  'refuse',
  'cancel',
  'termination',
  'termination/accept',
  'termination/refuse',
] as const;
export type AgentContractAction = (typeof AGENT_CONTRACT_ACTIONS)[number];

/** The viewer's side of a contract: its holder (AGENT) or the upline that issued it (UPLINE). */
export const AGENT_CONTRACT_ROLES = ['AGENT', 'UPLINE'] as const;
export type AgentContractRole = (typeof AGENT_CONTRACT_ROLES)[number];

export interface AgentContractQuery {
  kind: AgentContractKind;
  /** Left out: both. */
  role?: AgentContractRole;
  status?: AgentContractStatus;
  /** A direct downline's account (exact), for role UPLINE. */
  account?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface AgentContractView {
  id: number;
  kind: AgentContractKind;
  status: AgentContractStatus;
  /** The viewer's side. */
  role: AgentContractRole;
  /** The holder: the agent paid under it. */
  agent: string;
  /** Who issued it: the holder's upline agent, or null for the operator (a top agent). */
  upline: string | null;
  period: PayoutPeriod;
  tiers: AgentContractTier[];
  note: string | null;
  proposedBy: AgentContractParty;
  proposedAt: string;
  /** When it came into force (accepted, or set by the operator); null while PENDING. */
  startedAt: string | null;
  /** When it was answered (refused, cancelled) or ended. */
  closedAt: string | null;
  endReason: AgentContractEndReason | null;
  /** A termination waiting for the other side's answer. */
  termination: { requestedBy: AgentContractParty; requestedAt: string; note: string | null } | null;
  /** What the viewer may do now (AGENT_CONTRACT_ACTIONS). */
  actions: AgentContractAction[];
}

export interface AgentContractPage {
  list: AgentContractView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface AgentContractOverview {
  kind: AgentContractKind;
  /** The operator offers this kind (AgentSettings.features); when off the routes answer 403. */
  enabled: boolean;
  /** The agent's contract in force of the kind. */
  current: AgentContractView | null;
  /** Proposals waiting for this agent's answer (from its upline or its downline). */
  waitingForMe: number;
  /** The agent's own proposals waiting for the other side. */
  waitingForOthers: number;
  /** Direct downline agents with a contract of the kind in force. */
  downlineContracts: number;
  /** The agent's payouts of the kind, this operator day and in all. */
  paidToday: string;
  paidTotal: string;
}

/** An upline's offer to a direct downline sub-agent (replaces nothing until accepted). */
export interface OfferContractRequest {
  kind: AgentContractKind;
  /** A direct downline agent's account. */
  account: string;
  tiers: AgentContractTier[];
  /** Required for DIVIDEND, left out for the salaries. */
  period?: WagePeriod;
  note?: string;
}

/** New terms an agent asks of its upline (a "new request"); its upline accepts or refuses. */
export interface RequestContractRequest {
  kind: AgentContractKind;
  tiers: AgentContractTier[];
  period?: WagePeriod;
  note?: string;
}

export interface TerminationRequest {
  note?: string;
}

export interface AgentPayoutQuery {
  kind: AgentContractKind;
  /** Operator days, yyyy-MM-dd, inclusive (at most RECORD_MAX_RANGE_DAYS): the period's start. */
  from: string;
  to: string;
  status?: AgentPayoutStatus;
  pageNo?: number;
  pageSize?: number;
}

/** One period of one contract: its figures and what was paid (spec 2 §3 contract labels). */
export interface AgentPayoutView {
  id: number;
  contractId: number;
  kind: AgentContractKind;
  period: PayoutPeriod;
  periodStart: string;
  periodEnd: string;
  /** The team's valid turnover in the period (every account below the agent). */
  teamTurnover: string;
  /** The team's net loss (turnover minus payout): the dividend base; salaries show it too. */
  teamNetLoss: string;
  activeMembers: number;
  /** DIVIDEND: the negative result carried in from earlier periods (0 or below). */
  carriedIn: string;
  /** The tier reached (0-based) and its ratio; null / "0.00" when none. */
  tier: number | null;
  ratio: string;
  /** The agent's share before its downline agents' shares: ratio x team figure. */
  grossShare: string;
  /** What the contracted downline agents earn of it (their ratio x their team's figure). */
  downlineShares: string;
  /** grossShare minus downlineShares, to the currency's decimals (rounded down). */
  amount: string;
  status: AgentPayoutStatus;
  /** When it was paid (PAID, FORCED); a DUE dividend's deadline is dueBy. */
  paidAt: string | null;
  dueBy: string | null;
  /**
   * A DUE dividend: what the upline still owes (amount less what a forced distribution short of
   * the upline's balance already moved); "0.00" otherwise.
   */
  owed: string;
}

export interface AgentPayoutTotals {
  teamTurnover: string;
  grossShare: string;
  downlineShares: string;
  amount: string;
}

export interface AgentPayoutPage {
  list: AgentPayoutView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  totals: AgentPayoutTotals;
  timezone: string;
}

/**
 * A line of a statement: one direct downline account of the agent with figures in the period.
 * MEMBER: a member's own play at the agent's ratio. AGENT: a sub-agent's own play at the agent's
 * ratio, plus its team (below it) at the ratio difference when it holds a contract of the kind
 * (the whole ratio when it holds none).
 */
export interface AgentPayoutLine {
  account: string;
  type: 'MEMBER' | 'AGENT';
  /** The account's own play. */
  ownTurnover: string;
  ownNetLoss: string;
  /** Below a sub-agent (0 for a member). */
  teamTurnover: string;
  teamNetLoss: string;
  /** A sub-agent's contracted ratio reached (capped at the agent's); null without a contract. */
  downlineRatio: string | null;
  /** The agent's earning from this line (own share plus the ratio difference on the team). */
  share: string;
  /** The sub-agent's own payout for the period, to open its statement; null otherwise. */
  downlinePayoutId: number | null;
}

export interface AgentPayoutStatement {
  payout: AgentPayoutView;
  contract: AgentContractView;
  lines: AgentPayoutLine[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface DistributeDividendRequest {
  paymentPassword: string;
}

// ---------------------------------------------------------------- the operator's console

export const AGENT_PAYOUT_JOBS = [
  'agent-pay-real-time-salary',
  'agent-pay-daily',
  'agent-pay-dividends',
] as const;
export type AgentPayoutJob = (typeof AGENT_PAYOUT_JOBS)[number];

export const CONSOLE_AGENT_CONTRACT_PATHS = {
  /** GET ConsoleAgentContractQuery: ConsolePage<ConsoleAgentContract>. (agents.read) */
  contracts: `${CONSOLE_API_PREFIX}/agent-contracts`,
  /**
   * PUT ConsoleSetContractRequest: ConsoleAgentContract. A top agent's contract of a kind, in
   * force at once; its contract of the kind in force before ends (REPLACED). (agents.write)
   */
  topAgentContract: (memberId: number, kind: AgentContractKind) =>
    `${CONSOLE_API_PREFIX}/agents/${memberId}/contracts/${kind}`,
  /** POST ConsoleContractChange `/freeze`, `/unfreeze`, `/end`: ConsoleAgentContract. (agents.write) */
  contract: (id: number) => `${CONSOLE_API_PREFIX}/agent-contracts/${id}`,
  /** GET ConsoleAgentPayoutQuery: ConsolePage<ConsoleAgentPayout>. (agents.read) */
  payouts: `${CONSOLE_API_PREFIX}/agent-payouts`,
  /** GET ConsolePayoutRunQuery: ConsolePage<ConsolePayoutRun>. (agents.read) */
  runs: `${CONSOLE_API_PREFIX}/agent-payout-runs`,
  /**
   * POST ConsoleRerunRequest: ConsoleRerunResult. Runs a period of a payout job again now; what
   * was paid is not paid again (agents.write).
   */
  rerun: `${CONSOLE_API_PREFIX}/agent-payout-runs/rerun`,
} as const;

export const CONSOLE_CONTRACT_CHANGES = ['freeze', 'unfreeze', 'end'] as const;
export type ConsoleContractChange = (typeof CONSOLE_CONTRACT_CHANGES)[number];

export interface ConsoleAgentContractQuery extends ConsolePageQuery {
  /** An account (exact): its own contracts and those it issued. */
  account?: string;
  kind?: AgentContractKind;
  status?: AgentContractStatus;
}

export interface ConsoleAgentContract {
  id: number;
  kind: AgentContractKind;
  status: AgentContractStatus;
  agentId: number;
  agent: string;
  /** Null: issued by the operator (a top agent). */
  upline: string | null;
  period: PayoutPeriod;
  tiers: AgentContractTier[];
  note: string | null;
  proposedBy: AgentContractParty;
  proposedAt: string;
  startedAt: string | null;
  closedAt: string | null;
  endReason: AgentContractEndReason | null;
  termination: { requestedBy: AgentContractParty; requestedAt: string } | null;
}

/** A top agent's contract as the operator sets it; the reason goes to the audit trail. */
export interface ConsoleSetContractRequest {
  tiers: AgentContractTier[];
  /** Required for DIVIDEND. */
  period?: WagePeriod;
  reason: string;
}

/** Freeze, unfreeze or end: the reason goes to the audit trail and the agents' mailboxes. */
export interface ConsoleContractChangeRequest {
  reason: string;
}

export interface ConsoleAgentPayoutQuery extends ConsolePageQuery {
  account?: string;
  kind?: AgentContractKind;
  status?: AgentPayoutStatus;
  /** Period starts from / to (operator days, yyyy-MM-dd, inclusive). */
  from?: string;
  to?: string;
}

export interface ConsoleAgentPayout extends AgentPayoutView {
  agent: string;
  upline: string | null;
}

export interface ConsolePayoutRunQuery extends ConsolePageQuery {
  job?: AgentPayoutJob;
}

/** A run of a payout job for one period (the job runner's record and what it paid). */
export interface ConsolePayoutRun {
  job: AgentPayoutJob;
  periodStart: string;
  periodEnd: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Payouts the job's periods ending in this run's period hold, and their paid amount. */
  payouts: number;
  paidAmount: string;
}

export interface ConsoleRerunRequest {
  job: AgentPayoutJob;
  /** The run's periodStart (ISO time). */
  periodStart: string;
}

export interface ConsoleRerunResult {
  /** Payouts this run wrote: 0 when every payout of the period had been written before. */
  written: number;
}
