import { Injectable } from '@nestjs/common';
import { Prisma, type BetStatus } from '../generated/prisma/client.js';
import type { LedgerTransaction } from './ledger.repository.js';

export interface NewRoundStake {
  merchantId: number;
  memberId: number;
  vendorId: number;
  gameId: number;
  categoryCode: string;
  roundId: string;
  isDemo: boolean;
  amount: string;
}

export interface LockedRound {
  id: bigint;
  memberId: number;
  gameId: number;
  roundId: string;
  status: BetStatus;
  isDemo: boolean;
}

/** Game rounds (bet records) and the wins the winner board reads; all inside ledger postings. */
@Injectable()
export class BetRecordRepository {
  /**
   * Adds a stake to the member's open round, opening it on the first debit; the row stays locked
   * until the posting commits. Null when the round exists but is closed or another member's.
   */
  async addStake(tx: LedgerTransaction, stake: NewRoundStake): Promise<bigint | null> {
    // ON CONFLICT DO UPDATE locks the existing row even when its WHERE leaves it unchanged.
    const [row] = await tx.$queryRaw<{ id: bigint }[]>`
      INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code, round_id,
                              is_demo, stake)
      VALUES (${stake.merchantId}, ${stake.memberId}, ${stake.vendorId}, ${stake.gameId},
              ${stake.categoryCode}, ${stake.roundId}, ${stake.isDemo}, ${stake.amount}::numeric)
      ON CONFLICT (vendor_id, round_id) DO UPDATE SET stake = bet_record.stake + EXCLUDED.stake
        WHERE bet_record.status = 'OPEN' AND bet_record.member_id = EXCLUDED.member_id
      RETURNING id`;
    return row?.id ?? null;
  }

  /** The round, locked until the posting commits; by (vendor, round id) or by its own id. */
  async lockRound(
    tx: LedgerTransaction,
    round: { vendorId: number; roundId: string } | { id: bigint },
  ): Promise<LockedRound | null> {
    const [row] = await tx.$queryRaw<LockedRound[]>`
      SELECT id, member_id AS "memberId", game_id AS "gameId", round_id AS "roundId", status,
             is_demo AS "isDemo"
      FROM bet_record
      WHERE ${'id' in round ? Prisma.sql`id = ${round.id}` : Prisma.sql`vendor_id = ${round.vendorId} AND round_id = ${round.roundId}`}
      FOR UPDATE`;
    return row ?? null;
  }

  async settle(tx: LedgerTransaction, id: bigint, payout: string): Promise<void> {
    await tx.$executeRaw`
      UPDATE bet_record SET payout = ${payout}::numeric, status = 'SETTLED', settled_at = now()
      WHERE id = ${id}`;
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

  /** A real-money win for the winner board, once per vendor transaction. */
  async recordWin(
    tx: LedgerTransaction,
    win: { memberId: number; gameId: number; transactionId: string; amount: string },
  ): Promise<void> {
    await tx.gameWin.create({
      data: {
        memberId: win.memberId,
        gameId: win.gameId,
        transactionId: win.transactionId,
        winAmount: win.amount,
      },
      select: { id: true },
    });
  }
}
