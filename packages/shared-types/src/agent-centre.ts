// The agent centre (spec 2 §2, §6, §8): what an agent (isAgent 1, 2, 41, 42) sees of its team and
// does with it, and the operator's agent settings. Every call is a `T` call of a live agent
// session of a real account; the server limits every row to the agent's own subtree (its
// ancestry path), so an account or id outside it answers as if it did not exist (404).
// Periods are whole operator days from `from` to `to` (yyyy-MM-dd, inclusive, at most
// RECORD_MAX_RANGE_DAYS); amounts are decimal strings with the currency's two decimals.
import type { AgentCentreFeature, AgentCentreFeatures } from './accounts.js';
import type { GameCategory } from './games.js';
import type { AccountRecordType, BetRecordStatus, RecordPage } from './member-records.js';
import { moneyCents } from './money.js';
import { isPositiveAmount } from './withdrawals.js';

export const AGENT_CENTRE_PATHS = {
  /** GET: AgentCentreInfo, what the modal needs to open. */
  centre: '/wps/agent/centre',
  /** GET ?pageNo&pageSize: AgentAnnouncementPage, the operator's notices for agents. */
  announcements: '/wps/agent/announcements',
  /** GET ?from&to: TeamOverview. */
  teamOverview: '/wps/agent/team/overview',
  /** GET: AgentInvitation. */
  invitation: '/wps/agent/invitation',
  /** POST OpenAccountRequest: OpenedAccount. */
  accounts: '/wps/agent/accounts',
  /** GET DownlineQuery: DownlinePage. */
  downlines: '/wps/agent/downlines',
  /**
   * `${downlines}/:account`: GET DownlineDetails; `/ratio` PUT SetDownlineRatioRequest;
   * `/login-lock` PUT SetLoginLockRequest (both answer DownlineDetails).
   */
  downline: (account: string) => `/wps/agent/downlines/${encodeURIComponent(account)}`,
  /** GET TeamBettingQuery: TeamBettingPage. */
  teamBetting: '/wps/agent/reports/team-betting',
  /** GET DownlineProfitQuery: DownlineProfitPage. */
  downlineProfit: '/wps/agent/reports/profit-loss',
  /** GET IncomeQuery: IncomePage. */
  income: '/wps/agent/reports/income',
  /** GET DownlineTransactionQuery: DownlineTransactionPage. */
  downlineTransactions: '/wps/agent/reports/transactions',
  /** GET: AgentTransferOverview. POST AgentTransferRequest (Idempotency-Key): AgentTransferView. */
  transfers: '/wps/agent/transfers',
  /** GET ?pageNo&pageSize: AgentTransferPage, both directions, newest first. */
  transferRecords: '/wps/agent/transfers/records',
} as const;

/** The default initial password of an account an agent opens; it must change at first login. */
export const AGENT_OPENED_ACCOUNT_PASSWORD = '123456';

/** An agent's share ratio in percent, two decimals: a child's never exceeds its parent's. */
export const AGENT_RATIO_PATTERN = /^(100(\.00?)?|\d{1,2}(\.\d{1,2})?)$/;

// ---------------------------------------------------------------- the menu

// Kept here, beside the calls, rather than with the account types: only the agent centre reads
// the menu, so the player site's home page (which loads the account types) never downloads it.
// The agent-centre left menu in display order (spec 2 §2). The spec names the entries but not
// their keys; these keys are the project's.
export const AGENT_CENTRE_MENU = [
  { labelKey: 'agent_announcement', page: 'agentAnnouncement', requiresFeature: null },
  { labelKey: 'agent_team_overview', page: 'agentTeamOverview', requiresFeature: null },
  { labelKey: 'agent_open_account', page: 'agentOpenAccount', requiresFeature: null },
  { labelKey: 'agent_team_management', page: 'agentTeamManagement', requiresFeature: null },
  { labelKey: 'agent_team_betting', page: 'agentTeamBetting', requiresFeature: null },
  {
    labelKey: 'agent_downline_profit_loss',
    page: 'agentDownlineProfitLoss',
    requiresFeature: null,
  },
  { labelKey: 'agent_my_income', page: 'agentIncome', requiresFeature: null },
  {
    labelKey: 'agent_downline_transactions',
    page: 'agentDownlineTransactions',
    requiresFeature: null,
  },
  { labelKey: 'agent_dividend_record', page: 'agentDividendRecord', requiresFeature: 'dividend' },
  { labelKey: 'agent_daily_wages', page: 'agentDailyWages', requiresFeature: 'dailyWages' },
  { labelKey: 'agent_hourly_salary', page: 'agentHourlySalary', requiresFeature: 'hourlySalary' },
  {
    labelKey: 'agent_real_time_salary',
    page: 'agentRealTimeSalary',
    requiresFeature: 'realTimeSalary',
  },
] as const satisfies readonly {
  labelKey: string;
  page: string;
  requiresFeature: AgentCentreFeature | null;
}[];

export type AgentCentreMenuEntry = (typeof AGENT_CENTRE_MENU)[number];
export type AgentCentrePage = AgentCentreMenuEntry['page'];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

// The entries an agent sees, given which contract kinds the operator enabled.
export function agentCentreMenuFor(features: AgentCentreFeatures): AgentCentreMenuEntry[] {
  return AGENT_CENTRE_MENU.filter(
    (entry) => entry.requiresFeature === null || features[entry.requiresFeature],
  );
}

// ---------------------------------------------------------------- operator's agent settings

/**
 * The operator's agent settings, kept in merchant.settings under `agents` (console: agent
 * settings); every field has a default, so a site that never set them works.
 */
export interface AgentSettings {
  /** The agent centre opens at all (the module flag isShowAC stays the shell's switch). */
  enabled: boolean;
  /** Entries 9-12 of the menu: the contract kinds the operator offers (issue of contracts). */
  features: AgentCentreFeatures;
  /** Agents see each downline's MAIN balance in team management. */
  showDownlineBalance: boolean;
  /** Agents may lock and unlock the login of an account in their subtree. */
  agentsMayLockLogin: boolean;
  /** Agents may open accounts (members and sub-agents) directly under themselves. */
  agentsMayOpenAccounts: boolean;
  /** Figures of the team overview and reports an agent sees. */
  figures: {
    deposits: boolean;
    withdrawals: boolean;
    profitLoss: boolean;
  };
  /** Transfers from an agent to a direct downline, per transfer and per operator day. */
  downlineTransfer: { minAmount: string; maxAmount: string; dailyAmount: string };
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  enabled: true,
  features: { dividend: false, dailyWages: false, hourlySalary: false, realTimeSalary: false },
  showDownlineBalance: true,
  agentsMayLockLogin: true,
  agentsMayOpenAccounts: true,
  figures: { deposits: true, withdrawals: true, profitLoss: true },
  downlineTransfer: { minAmount: '10.00', maxAmount: '10000.00', dailyAmount: '50000.00' },
};

/** The agent settings in a merchant's settings object, defaults filled in field by field. */
export function agentSettingsOf(settings: unknown): AgentSettings {
  const stored = objectOr(objectOr(settings).agents);
  const defaults = DEFAULT_AGENT_SETTINGS;
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  return {
    enabled: flag(stored.enabled, defaults.enabled),
    features: { ...defaults.features, ...pick(stored.features, defaults.features) },
    showDownlineBalance: flag(stored.showDownlineBalance, defaults.showDownlineBalance),
    agentsMayLockLogin: flag(stored.agentsMayLockLogin, defaults.agentsMayLockLogin),
    agentsMayOpenAccounts: flag(stored.agentsMayOpenAccounts, defaults.agentsMayOpenAccounts),
    figures: { ...defaults.figures, ...pick(stored.figures, defaults.figures) },
    downlineTransfer: {
      ...defaults.downlineTransfer,
      ...pick(stored.downlineTransfer, defaults.downlineTransfer),
    },
  };
}

/**
 * What is wrong with agent settings the operator sends, by field path (empty: nothing); the one
 * rule for the API and the console form. Flags must be true or false, the transfer limits amounts
 * above 0 with at most two decimals, the minimum at most the maximum and the maximum at most the
 * daily amount.
 */
export function agentSettingsProblems(settings: AgentSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const flags: Record<string, unknown> = {
    enabled: settings.enabled,
    showDownlineBalance: settings.showDownlineBalance,
    agentsMayLockLogin: settings.agentsMayLockLogin,
    agentsMayOpenAccounts: settings.agentsMayOpenAccounts,
    ...prefixed('features', settings.features, DEFAULT_AGENT_SETTINGS.features),
    ...prefixed('figures', settings.figures, DEFAULT_AGENT_SETTINGS.figures),
  };
  for (const [field, value] of Object.entries(flags)) {
    if (typeof value !== 'boolean') problems[field] = 'true or false';
  }
  const limits = objectOr(settings.downlineTransfer);
  for (const key of ['minAmount', 'maxAmount', 'dailyAmount'] as const) {
    if (!isPositiveAmount(limits[key])) {
      problems[`downlineTransfer.${key}`] = 'an amount above 0 with at most two decimals';
    }
  }
  if (Object.keys(problems).some((field) => field.startsWith('downlineTransfer.'))) return problems;
  const { minAmount, maxAmount, dailyAmount } = settings.downlineTransfer;
  if (moneyCents(minAmount) > moneyCents(maxAmount)) {
    problems['downlineTransfer.minAmount'] = 'at most the maximum';
  }
  if (moneyCents(maxAmount) > moneyCents(dailyAmount)) {
    problems['downlineTransfer.maxAmount'] = 'at most the daily amount';
  }
  return problems;
}

/** The fields of a nested group under `group.field`, every field the defaults name. */
function prefixed(group: string, value: unknown, defaults: object): Record<string, unknown> {
  const stored = objectOr(value);
  return Object.fromEntries(Object.keys(defaults).map((key) => [`${group}.${key}`, stored[key]]));
}

/**
 * The spec's consolidated settings flags (spec 2 §3) of the contract kinds, answered by the site
 * settings (SiteInfo.agentFlags): each is on while the agent centre is enabled and the operator
 * offers the kind (AgentSettings.features). "req" flags let agents request and issue contracts of
 * the kind, "info" flags show their records; both follow the same feature.
 */
export const AGENT_SETTINGS_FLAGS = {
  divtypereq: 'dividend',
  divtypeinfo: 'dividend',
  dailysalreqtype: 'dailyWages',
  dailysalinfotype: 'dailyWages',
  contractmrdailysalinfotype: 'dailyWages',
  contracthoursalreq: 'hourlySalary',
  contracthoursalinfo: 'hourlySalary',
  realtimesalreqtype: 'realTimeSalary',
  realtimesalinfotype: 'realTimeSalary',
} as const satisfies Record<string, keyof AgentCentreFeatures>;
export type AgentSettingsFlag = keyof typeof AGENT_SETTINGS_FLAGS;
export type AgentSettingsFlags = Record<AgentSettingsFlag, boolean>;

export function agentSettingsFlags(settings: AgentSettings): AgentSettingsFlags {
  const entries = Object.entries(AGENT_SETTINGS_FLAGS).map(([flag, feature]) => [
    flag,
    settings.enabled && settings.features[feature],
  ]);
  return Object.fromEntries(entries) as AgentSettingsFlags;
}

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The stored fields of the same type as the default's. */
function pick<T extends object>(value: unknown, defaults: T): Partial<T> {
  const stored = objectOr(value);
  const kept: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (typeof stored[key] === typeof defaults[key]) kept[key] = stored[key] as T[typeof key];
  }
  return kept;
}

// ---------------------------------------------------------------- the centre

export interface AgentCentreInfo {
  /** The left menu's title: the site's name with the agency-centre wording of the language. */
  agencyName: string;
  agent: {
    account: string;
    nickname: string;
    isAgent: number;
    /** Share ratio in percent; null until the operator or the upline sets one. */
    ratio: string | null;
    /** The upline agent's account; null for a top agent. */
    upline: string | null;
  };
  /** The entries 9-12 the operator enabled (AGENT_CENTRE_MENU, agentCentreMenuFor). */
  features: AgentCentreFeatures;
  permissions: {
    openAccounts: boolean;
    lockLogin: boolean;
    seeDownlineBalance: boolean;
  };
  figures: AgentSettings['figures'];
  /** Today in the operator's time zone (yyyy-MM-dd) and that zone, for the date presets. */
  today: string;
  timezone: string;
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

export interface AgentAnnouncementPage {
  list: AgentAnnouncement[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

// ---------------------------------------------------------------- team overview

/**
 * A team's figures over a period. "Direct" counts the agent's direct downline accounts (members
 * and sub-agents, their own play); "team" every account below the agent at any depth.
 */
export interface TeamFigures {
  /** Accounts now in the group (not of the period). */
  size: number;
  /** Accounts registered in the period. */
  newMembers: number;
  /** Accounts with at least one settled real-money bet in the period. */
  activeMembers: number;
  depositAmount: string;
  depositCount: number;
  withdrawalAmount: string;
  withdrawalCount: number;
  /** Settled real-money bets (rounds). */
  bets: number;
  /** Settled real-money stakes. */
  validTurnover: string;
  payout: string;
  /** Members' side: payout minus valid turnover (negative when the members lost). */
  memberProfitLoss: string;
}

export interface TeamOverview {
  from: string;
  to: string;
  direct: TeamFigures;
  team: TeamFigures;
  timezone: string;
}

// ---------------------------------------------------------------- open account centre

export const DOWNLINE_TYPES = ['MEMBER', 'AGENT'] as const;
export type DownlineType = (typeof DOWNLINE_TYPES)[number];

export interface OpenAccountRequest {
  type: DownlineType;
  /** The registration username rule (USERNAME_PATTERN). */
  username: string;
  nickname?: string;
  /** A sub-agent's share ratio, at most the agent's own. */
  ratio?: string;
}

export interface OpenedAccount {
  account: string;
  type: DownlineType;
  /** AGENT_OPENED_ACCOUNT_PASSWORD: the new account must change it at first login. */
  initialPassword: string;
}

export interface AgentInvitation {
  code: string;
  /** The registration address with the code (the register page takes it over). */
  url: string;
  /** What a person registering through the link gets: where they land and the site's rules. */
  rules: {
    /** Accounts registering with the code become direct members of the agent. */
    joinsAs: 'MEMBER';
    minimumAge: number;
    /** The registration fields the operator requires (registration rules). */
    requiredFields: string[];
  };
}

// ---------------------------------------------------------------- team management

export const DOWNLINE_SCOPES = ['DIRECT', 'TEAM'] as const;
export type DownlineScope = (typeof DOWNLINE_SCOPES)[number];

export const DOWNLINE_STATUSES = ['ACTIVE', 'LOCKED'] as const;
export type DownlineStatus = (typeof DOWNLINE_STATUSES)[number];

export interface DownlineQuery {
  /** DIRECT (default): the agent's direct downline; TEAM: the whole subtree. */
  scope?: DownlineScope;
  /** Part of the account name (case-insensitive). */
  account?: string;
  type?: DownlineType;
  status?: DownlineStatus;
  registeredFrom?: string;
  registeredTo?: string;
  lastLoginFrom?: string;
  lastLoginTo?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface DownlineRow {
  account: string;
  nickname: string;
  type: DownlineType;
  isAgent: number;
  status: DownlineStatus;
  /** 1 for a direct downline, 2 for theirs, and so on. */
  level: number;
  upline: string;
  registeredAt: string;
  lastLoginAt: string | null;
  /** MAIN balance, null unless the operator lets agents see it. */
  balance: string | null;
  /** A sub-agent's share ratio; null for a member or when unset. */
  ratio: string | null;
  /** Accounts below this one (0 for a member). */
  teamSize: number;
}

export interface DownlinePage {
  list: DownlineRow[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface DownlineDetails extends DownlineRow {
  /** What the agent may do with it now. */
  actions: { setRatio: boolean; lockLogin: boolean; transfer: boolean };
  /** Lifetime figures of the account's own play. */
  lifetime: { depositAmount: string; withdrawalAmount: string; validTurnover: string };
}

export interface SetDownlineRatioRequest {
  ratio: string;
}

export interface SetLoginLockRequest {
  locked: boolean;
}

// ---------------------------------------------------------------- reports

export interface TeamBettingQuery {
  from: string;
  to: string;
  /** One account of the subtree (exact). */
  account?: string;
  category?: GameCategory;
  status?: BetRecordStatus;
  pageNo?: number;
  pageSize?: number;
}

export interface TeamBetRow {
  id: string;
  account: string;
  roundId: string;
  placedAt: string;
  settledAt: string | null;
  vendor: string;
  gameName: string;
  category: string;
  stake: string;
  /** The stake when settled with real money, else 0.00. */
  validTurnover: string;
  payout: string;
  /** Payout minus stake, the member's side; null while the round is open. */
  winLoss: string | null;
  status: BetRecordStatus;
}

export interface TeamBettingTotals {
  bets: number;
  stake: string;
  validTurnover: string;
  payout: string;
  winLoss: string;
}

export type TeamBettingPage = RecordPage<TeamBetRow, TeamBettingTotals>;

export interface DownlineProfitQuery {
  from: string;
  to: string;
  /** Whose direct downline to list: the agent itself (default) or a sub-agent of its subtree. */
  parentAccount?: string;
  pageNo?: number;
  pageSize?: number;
}

/** A direct downline of the parent: a member's own play, or a sub-agent's with its team's. */
export interface DownlineProfitRow {
  account: string;
  type: DownlineType;
  /** A sub-agent's team size (0 for a member), to drill down. */
  teamSize: number;
  activeMembers: number;
  depositAmount: string;
  withdrawalAmount: string;
  bets: number;
  validTurnover: string;
  payout: string;
  memberProfitLoss: string;
}

export type DownlineProfitTotals = Omit<DownlineProfitRow, 'account' | 'type' | 'teamSize'>;

export type DownlineProfitPage = RecordPage<DownlineProfitRow, DownlineProfitTotals> & {
  parentAccount: string;
};

export interface IncomeQuery {
  from: string;
  to: string;
  pageNo?: number;
  pageSize?: number;
}

/** One operator day of the agent's income and the team figures it is earned on. */
export interface IncomeRow {
  day: string;
  teamValidTurnover: string;
  /** The house's result on the team: valid turnover minus payout (the dividend base). */
  teamNetLoss: string;
  salary: string;
  dividend: string;
  /** Salary plus dividend. */
  income: string;
}

export type IncomeTotals = Omit<IncomeRow, 'day'>;

export type IncomePage = RecordPage<IncomeRow, IncomeTotals>;

export interface DownlineTransactionQuery {
  from: string;
  to: string;
  account?: string;
  type?: AccountRecordType;
  pageNo?: number;
  pageSize?: number;
}

export interface DownlineTransactionRow {
  id: string;
  account: string;
  time: string;
  type: AccountRecordType;
  /** Signed: money into the member's wallet is positive. */
  amount: string;
  balanceAfter: string;
  reference: string;
}

export interface DownlineTransactionTotals {
  count: number;
  moneyIn: string;
  moneyOut: string;
}

export type DownlineTransactionPage = RecordPage<DownlineTransactionRow, DownlineTransactionTotals>;

// ---------------------------------------------------------------- transfers

export interface AgentTransferOverview {
  /** To a direct downline. */
  downline: { minAmount: string; maxAmount: string; dailyAmount: string; usedAmount: string };
  /** To the upline (the member centre's upline transfer: its limits and what today used). */
  upline: {
    account: string | null;
    minAmount: string;
    maxAmount: string;
    dailyAmount: string;
    usedAmount: string;
  };
  balance: string;
}

export interface AgentTransferRequest {
  /** A direct downline's account. */
  toAccount: string;
  amount: string;
  paymentPassword: string;
}

export const AGENT_TRANSFER_DIRECTIONS = [
  'TO_DOWNLINE',
  'FROM_DOWNLINE',
  'TO_UPLINE',
  'FROM_UPLINE',
] as const;
export type AgentTransferDirection = (typeof AGENT_TRANSFER_DIRECTIONS)[number];

export interface AgentTransferView {
  id: number;
  direction: AgentTransferDirection;
  /** The other side's account. */
  counterparty: string;
  amount: string;
  createdAt: string;
}

export interface AgentTransferPage {
  list: AgentTransferView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
