import type {
  AgentContractAction,
  AgentContractEndReason,
  AgentContractKind,
  AgentContractParty,
  AgentContractStatus,
  AgentPayoutStatus,
  PayoutPeriod,
} from '@wps/shared-types';

export const CONTRACT_KIND_KEYS = {
  DIVIDEND: 'agentCentre.contracts.kinds.DIVIDEND',
  DAILY_WAGES: 'agentCentre.contracts.kinds.DAILY_WAGES',
  HOURLY_SALARY: 'agentCentre.contracts.kinds.HOURLY_SALARY',
  REAL_TIME_SALARY: 'agentCentre.contracts.kinds.REAL_TIME_SALARY',
} as const satisfies Record<AgentContractKind, string>;

export const CONTRACT_STATUS_KEYS = {
  PENDING: 'agentCentre.contracts.statuses.PENDING',
  ACTIVE: 'agentCentre.contracts.statuses.ACTIVE',
  FROZEN: 'agentCentre.contracts.statuses.FROZEN',
  REFUSED: 'agentCentre.contracts.statuses.REFUSED',
  CANCELLED: 'agentCentre.contracts.statuses.CANCELLED',
  ENDED: 'agentCentre.contracts.statuses.ENDED',
} as const satisfies Record<AgentContractStatus, string>;

export const END_REASON_KEYS = {
  REPLACED: 'agentCentre.contracts.endReasons.REPLACED',
  TERMINATED: 'agentCentre.contracts.endReasons.TERMINATED',
  OPERATOR: 'agentCentre.contracts.endReasons.OPERATOR',
  UPLINE_ENDED: 'agentCentre.contracts.endReasons.UPLINE_ENDED',
} as const satisfies Record<AgentContractEndReason, string>;

export const PARTY_KEYS = {
  UPLINE: 'agentCentre.contracts.parties.UPLINE',
  AGENT: 'agentCentre.contracts.parties.AGENT',
  OPERATOR: 'agentCentre.contracts.parties.OPERATOR',
} as const satisfies Record<AgentContractParty, string>;

export const PAYOUT_PERIOD_KEYS = {
  FIVE_MINUTES: 'agentCentre.contracts.periods.FIVE_MINUTES',
  HOURLY: 'agentCentre.contracts.periods.HOURLY',
  DAILY: 'agentCentre.contracts.periods.DAILY',
  WEEKLY: 'agentCentre.contracts.periods.WEEKLY',
  SEMIMONTHLY: 'agentCentre.contracts.periods.SEMIMONTHLY',
  MONTHLY: 'agentCentre.contracts.periods.MONTHLY',
} as const satisfies Record<PayoutPeriod, string>;

export const PAYOUT_STATUS_KEYS = {
  PAID: 'agentCentre.contracts.payoutStatuses.PAID',
  NONE: 'agentCentre.contracts.payoutStatuses.NONE',
  WITHHELD: 'agentCentre.contracts.payoutStatuses.WITHHELD',
  CARRIED: 'agentCentre.contracts.payoutStatuses.CARRIED',
  DUE: 'agentCentre.contracts.payoutStatuses.DUE',
  FORCED: 'agentCentre.contracts.payoutStatuses.FORCED',
} as const satisfies Record<AgentPayoutStatus, string>;

export const CONTRACT_ACTION_KEYS = {
  accept: 'agentCentre.contracts.actions.accept',
  refuse: 'agentCentre.contracts.actions.refuse',
  cancel: 'agentCentre.contracts.actions.cancel',
  termination: 'agentCentre.contracts.actions.termination',
  'termination/accept': 'agentCentre.contracts.actions.terminationAccept',
  'termination/refuse': 'agentCentre.contracts.actions.terminationRefuse',
} as const satisfies Record<AgentContractAction, string>;
