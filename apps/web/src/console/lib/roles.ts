import type { OperatorRole } from '@wps/shared-types';

/** The text key of each role's name. */
export const ROLE_LABEL_KEYS = {
  OWNER: 'roles.owner',
  FINANCE: 'roles.finance',
  SUPPORT: 'roles.support',
  CONTENT: 'roles.content',
  READ_ONLY: 'roles.readOnly',
} as const satisfies Record<OperatorRole, string>;
