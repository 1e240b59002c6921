import { Injectable } from '@nestjs/common';
import type { BetStatus } from '../generated/prisma/client.js';
import type { LedgerTransaction } from '../ledger/ledger.repository.js';

export interface LockedRound {
  id: bigint;
  memberId: number;
  gameId: number;
  roundId: string;
  status: BetStatus;
  isDemo: boolean;
}

/** Game rounds (bet records) as a rollback reads and changes them, inside its ledger posting. */
@Injectable()
export class BetRecordRepository {
  /** The round, locked until the posting commits. */
  async lockRound(tx: LedgerTransaction, id: bigint): Promise<LockedRound | null> {
    const [row] = await tx.$queryRaw<LockedRound[]>`
      SELECT id, member_id AS "memberId", game_id AS "gameId", round_id AS "roundId", status,
             is_demo AS "isDemo"
      FROM bet_record
      WHERE id = ${id}
      FOR UPDATE`;
    return row ?? null;
  }

  /** Takes a rolled-back stake off the round; with no stake left the round is cancelled. */
  async removeStake(tx: LedgerTransaction, id: bigint, amount: string): Promise<void> {
    await tx.$executeRaw`
      UPDATE bet_record
      SET stake = stake - ${amount}::numeric,
          status = CASE WHEN stake - ${amount}::numeric = 0 THEN 'CANCELLED'::"BetStatus" ELSE status END,
          settled_at = CASE WHEN stake - ${amount}::numeric = 0 THEN now() ELSE settled_at END
      WHERE id = ${id}`;
  }
}
