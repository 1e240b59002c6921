import type { AgentTransferDirection, DownlineStatus, DownlineType } from '@wps/shared-types';

export const DOWNLINE_TYPE_KEYS = {
  MEMBER: 'agentCentre.types.MEMBER',
  AGENT: 'agentCentre.types.AGENT',
} as const satisfies Record<DownlineType, string>;

export const DOWNLINE_STATUS_KEYS = {
  ACTIVE: 'agentCentre.statuses.ACTIVE',
  LOCKED: 'agentCentre.statuses.LOCKED',
} as const satisfies Record<DownlineStatus, string>;

export const TRANSFER_DIRECTION_KEYS = {
  TO_DOWNLINE: 'agentCentre.directions.TO_DOWNLINE',
  FROM_DOWNLINE: 'agentCentre.directions.FROM_DOWNLINE',
  TO_UPLINE: 'agentCentre.directions.TO_UPLINE',
  FROM_UPLINE: 'agentCentre.directions.FROM_UPLINE',
} as const satisfies Record<AgentTransferDirection, string>;
