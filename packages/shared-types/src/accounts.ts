// Account kinds, the member and agent centre menus, and the member-info answer.
import type { CustomerServiceType } from './content.js';

// The numeric isAgent value of an account. Decisions settle that 4 is a demo (free-play)
// account and never an agent; the agent values are 1, 2, 41 and 42.
export const ACCOUNT_TYPE = { MEMBER: 0, DEMO: 4 } as const;
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;

export type AgentAccountType = (typeof AGENT_ACCOUNT_TYPES)[number];
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE] | AgentAccountType;

export function isAgentType(accountType: number): accountType is AgentAccountType {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(accountType);
}

// Demo accounts browse and play free games but are blocked from every action that needs a
// real account (the in_need_true_account warning).
export function isDemoAccount(accountType: number): boolean {
  return accountType === ACCOUNT_TYPE.DEMO;
}

// Operators create accounts with this password; logging in with it forces a password change.
export const DEFAULT_INITIAL_PASSWORD = '123456';

// Count shown as a red badge beside a menu entry when above 0.
export type MemberCentreBadge = 'missionCount' | 'messageCount' | 'rewardCount';

/** GET (T): the rewards waiting in the reward centre (RewardCount), which the header's badge reads. */
export const REWARD_COUNT_PATH = '/wps/member/rewards/count';

// The member-centre left menu in display order (spec 1 §2): label key -> page key.
export const MEMBER_CENTRE_MENU = [
  { labelKey: 'in_my_account', page: 'securityCenter', badge: null },
  { labelKey: 'in_my_wallet', page: 'transferFund', badge: null },
  { labelKey: 'in_increase_deposit', page: 'depositv2', badge: null },
  { labelKey: 'in_increase_withdrawal', page: 'withdraw', badge: null },
  { labelKey: 'in_transfer_upline', page: 'transferUpline', badge: null },
  { labelKey: 'in_betting_record', page: 'personalHistoryCopy', badge: null },
  { labelKey: 'in_account_record', page: 'transactionHistory', badge: null },
  { labelKey: 'in_personal_loss', page: 'personalProfit', badge: null },
  { labelKey: 'in_bonus_details', page: 'bonusDetails', badge: null },
  { labelKey: 'in_reward_center', page: 'rewardCenter', badge: 'rewardCount' },
  { labelKey: 'invite_friends', page: 'referral', badge: null },
  { labelKey: 'mission_activity', page: 'missionLeaderboard', badge: 'missionCount' },
  { labelKey: 'in_platform_information', page: 'messageV2', badge: 'messageCount' },
  { labelKey: 'manual_rebate', page: 'manualRebate', badge: null },
] as const satisfies readonly {
  labelKey: string;
  page: string;
  badge: MemberCentreBadge | null;
}[];

export type MemberCentreMenuEntry = (typeof MEMBER_CENTRE_MENU)[number];

// playerRank is opened from the VIP label, not from the menu.
export type MemberCentrePage = MemberCentreMenuEntry['page'] | 'playerRank';
export const MEMBER_CENTRE_PAGES: readonly MemberCentrePage[] = [
  ...MEMBER_CENTRE_MENU.map((entry) => entry.page),
  'playerRank',
];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

// Agent-centre entries that appear only when the operator enabled the matching contract kind
// (server settings divtypeinfo, dailysalinfotype, contracthoursalinfo, realtimesalinfotype).
export const AGENT_CENTRE_FEATURES = [
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type AgentCentreFeature = (typeof AGENT_CENTRE_FEATURES)[number];
export type AgentCentreFeatures = Readonly<Record<AgentCentreFeature, boolean>>;

export interface ClubLabel {
  labelName: string;
  // The VIP level; above 4 the member is served by the VIP customer-service channel.
  rankLevel: number;
}

// A tag an operator puts on a member; the header colours the label with it (grey by default).
export interface MemberLabel {
  labelName: string;
  color: string | null;
}

export const DEFAULT_MEMBER_LABEL_COLOR = 'grey';

// GET /wps/member/info.
export interface MemberInfo {
  account: string;
  id: string;
  nickname: string;
  // The isAgent value.
  type: AccountType;
  // Whether this member may transfer funds to the upline (menu entry in_transfer_upline).
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: MemberLabel[];
}

// Rank levels above 4, that is 5 and up, get the VIP customer-service channel.
export const VIP_SERVICE_MIN_RANK = 5;

export function customerServiceTypeFor(rankLevel: number | null | undefined): CustomerServiceType {
  return (rankLevel ?? 0) >= VIP_SERVICE_MIN_RANK ? 'VIP' : 'LIVECHAT';
}

export const VIP_PATHS = {
  ranks: '/wps/system/vipRanks',
} as const;

// What a member must reach for a rank; amounts are decimal strings (show them with formatMoney).
export interface VipRankRequirements {
  depositTotal: string;
  validBetTotal: string;
}

// GET /wps/system/vipRanks: the operator's ranks, lowest level first.
export interface VipRank {
  rankLevel: number;
  labelName: string;
  color: string;
  requirements: VipRankRequirements;
  // Served by the VIP customer-service channel (rank level above 4).
  vipService: boolean;
}
