import type { AccountRecordType, BetRecordStatus } from '@wps/shared-types';

/** The label of each kind of account movement. */
export const ACCOUNT_RECORD_TYPE_KEYS = {
  TRANSFER_IN: 'records.types.TRANSFER_IN',
  TRANSFER_OUT: 'records.types.TRANSFER_OUT',
  BET: 'records.types.BET',
  WIN: 'records.types.WIN',
  ROLLBACK: 'records.types.ROLLBACK',
  ADJUSTMENT: 'records.types.ADJUSTMENT',
  REFUND: 'records.types.REFUND',
  DEPOSIT: 'records.types.DEPOSIT',
  WITHDRAWAL: 'records.types.WITHDRAWAL',
  WITHDRAWAL_RETURNED: 'records.types.WITHDRAWAL_RETURNED',
  BONUS: 'records.types.BONUS',
  REBATE: 'records.types.REBATE',
  POINTS: 'records.types.POINTS',
  SALARY: 'records.types.SALARY',
  DIVIDEND: 'records.types.DIVIDEND',
} as const satisfies Record<AccountRecordType, string>;

/** The label of each state of a round. */
export const BET_STATUS_KEYS = {
  OPEN: 'records.status.OPEN',
  SETTLED: 'records.status.SETTLED',
  CANCELLED: 'records.status.CANCELLED',
} as const satisfies Record<BetRecordStatus, string>;
