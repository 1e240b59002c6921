import type {
  AgentContractKind,
  AgentContractStatus,
  AgentPayoutJob,
  PayoutPeriod,
} from '@wps/shared-types';

export const KIND_LABELS = {
  DIVIDEND: 'agents.contracts.kinds.DIVIDEND',
  DAILY_WAGES: 'agents.contracts.kinds.DAILY_WAGES',
  HOURLY_SALARY: 'agents.contracts.kinds.HOURLY_SALARY',
  REAL_TIME_SALARY: 'agents.contracts.kinds.REAL_TIME_SALARY',
} as const satisfies Record<AgentContractKind, string>;

export const STATUS_LABELS = {
  PENDING: 'agents.contracts.statuses.PENDING',
  ACTIVE: 'agents.contracts.statuses.ACTIVE',
  FROZEN: 'agents.contracts.statuses.FROZEN',
  REFUSED: 'agents.contracts.statuses.REFUSED',
  CANCELLED: 'agents.contracts.statuses.CANCELLED',
  ENDED: 'agents.contracts.statuses.ENDED',
} as const satisfies Record<AgentContractStatus, string>;

export const PERIOD_LABELS = {
  FIVE_MINUTES: 'agents.contracts.periods.FIVE_MINUTES',
  HOURLY: 'agents.contracts.periods.HOURLY',
  DAILY: 'agents.contracts.periods.DAILY',
  WEEKLY: 'agents.contracts.periods.WEEKLY',
  SEMIMONTHLY: 'agents.contracts.periods.SEMIMONTHLY',
  MONTHLY: 'agents.contracts.periods.MONTHLY',
} as const satisfies Record<PayoutPeriod, string>;

export const JOB_LABELS = {
  'agent-pay-real-time-salary': 'agents.runs.jobs.realTimeSalary',
  'agent-pay-daily': 'agents.runs.jobs.daily',
  'agent-pay-dividends': 'agents.runs.jobs.dividends',
} as const satisfies Record<AgentPayoutJob, string>;
