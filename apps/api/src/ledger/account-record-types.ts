import type { AccountRecordType } from '@wps/shared-types';
import type { MemberLine, MemberLineFilter } from './ledger-reads.js';

// The account record's types (member centre, agent centre) as journal entry kinds and back.

/** The lines of each account record type: entry kinds, and for transfers the direction. */
export const LINES_OF_TYPE: Readonly<
  Record<AccountRecordType, Omit<MemberLineFilter, 'memberId' | 'range'>>
> = {
  TRANSFER_IN: { kinds: ['TRANSFER', 'MEMBER_TRANSFER'], direction: 'IN' },
  TRANSFER_OUT: { kinds: ['TRANSFER', 'MEMBER_TRANSFER'], direction: 'OUT' },
  BET: { kinds: ['BET_DEBIT'] },
  WIN: { kinds: ['WIN_CREDIT', 'PRIZE_CREDIT'] },
  ROLLBACK: { kinds: ['ROLLBACK', 'WIN_ROLLBACK'] },
  ADJUSTMENT: { kinds: ['ADJUSTMENT'] },
  REFUND: { kinds: ['REFUND'] },
  DEPOSIT: { kinds: ['DEPOSIT'] },
  WITHDRAWAL: { kinds: ['WITHDRAWAL_HOLD'] },
  WITHDRAWAL_RETURNED: { kinds: ['WITHDRAWAL_RELEASE'] },
  BONUS: { kinds: ['BONUS_GRANT', 'BONUS_FORFEIT'] },
  REBATE: { kinds: ['REBATE'] },
  POINTS: { kinds: ['POINT_CONVERSION'] },
  SALARY: { kinds: ['SALARY'] },
  DIVIDEND: { kinds: ['DIVIDEND', 'DIVIDEND_DISTRIBUTION'] },
};

/** The account record type of a wallet line. */
export function recordType(
  row: Pick<MemberLine, 'kind' | 'amount' | 'entryId'>,
): AccountRecordType {
  switch (row.kind) {
    case 'TRANSFER':
    case 'MEMBER_TRANSFER':
      return row.amount.startsWith('-') ? 'TRANSFER_OUT' : 'TRANSFER_IN';
    case 'BET_DEBIT':
      return 'BET';
    case 'WIN_CREDIT':
    case 'PRIZE_CREDIT':
      return 'WIN';
    case 'ROLLBACK':
    case 'WIN_ROLLBACK':
      return 'ROLLBACK';
    case 'ADJUSTMENT':
      return 'ADJUSTMENT';
    case 'REFUND':
      return 'REFUND';
    case 'DEPOSIT':
      return 'DEPOSIT';
    case 'WITHDRAWAL_HOLD':
      return 'WITHDRAWAL';
    case 'WITHDRAWAL_RELEASE':
      return 'WITHDRAWAL_RETURNED';
    case 'BONUS_GRANT':
    case 'BONUS_FORFEIT':
      // A forfeit shows as a bonus taken back (a negative amount).
      return 'BONUS';
    case 'REBATE':
      return 'REBATE';
    case 'POINT_CONVERSION':
      return 'POINTS';
    case 'SALARY':
      return 'SALARY';
    case 'DIVIDEND':
    case 'DIVIDEND_DISTRIBUTION':
      // Received from the house or the upline, or (negative) distributed to a downline agent.
      return 'DIVIDEND';
    case 'WITHDRAWAL_PAYOUT':
      // A payout moves HOLD to the house, and the records show MAIN and vendor wallets only.
      throw new Error(`entry ${row.entryId}: withdrawal payout on a real wallet`);
    case 'ROUND_CLOSE':
      // A round's end moves no money, so it has no lines.
      throw new Error(`entry ${row.entryId}: a round's end with a line`);
    case 'POINT_EARNING':
    case 'POINT_SPEND':
    case 'POINT_HOLD':
    case 'POINT_HOLD_RELEASE':
    case 'POINT_HOLD_SETTLE':
      // Points sit on point accounts, which the wallet records never include.
      throw new Error(`entry ${row.entryId}: points on a real wallet`);
    case 'DEMO_GRANT':
      // Demo money sits on DEMO wallets, which the lines never include.
      throw new Error(`entry ${row.entryId}: demo grant on a real wallet`);
  }
}
