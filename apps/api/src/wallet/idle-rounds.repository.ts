import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** An open round nothing has changed for the idle time. */
export interface IdleRound {
  id: bigint;
  merchantId: number;
  memberId: number;
  vendorId: number;
  vendorCode: string;
  roundId: string;
  isDemo: boolean;
}

/**
 * The oldest open rounds idle for `idleMs` first, read by the (status, last_activity_at) index.
 * Idle by the database's clock, the one `last_activity_at` is written by (the posting engine's
 * now()): an API server's clock, however far off, never closes a round still in play.
 */
export function idleRoundsQuery(idleMs: number, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT b.id, b.merchant_id AS "merchantId", b.member_id AS "memberId",
           b.vendor_id AS "vendorId", v.code AS "vendorCode", b.round_id AS "roundId",
           b.is_demo AS "isDemo"
    FROM bet_record b JOIN vendor v ON v.id = b.vendor_id
    WHERE b.status = 'OPEN' AND b.last_activity_at < ${idleCutOff(idleMs)}
    ORDER BY b.last_activity_at
    LIMIT ${limit}`;
}

function idleCutOff(idleMs: number): Prisma.Sql {
  return Prisma.sql`now() - ${idleMs} * interval '1 millisecond'`;
}

/** The rounds the idle-rounds job closes. */
@Injectable()
export class IdleRoundsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  idle(idleMs: number, limit: number): Promise<IdleRound[]> {
    return this.prisma.$queryRaw<IdleRound[]>(idleRoundsQuery(idleMs, limit));
  }

  /**
   * Runs `close` in one transaction with the round locked, if it is still open and idle for
   * `idleMs`: a win or bet arriving meanwhile either came first (and the round is no
   * longer idle) or waits for the close (and finds the round closed). Null when not idle.
   */
  whileIdle<T>(
    round: IdleRound,
    idleMs: number,
    close: (tx: Prisma.TransactionClient) => Promise<T>,
  ): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM bet_record
        WHERE id = ${round.id} AND status = 'OPEN' AND last_activity_at < ${idleCutOff(idleMs)}
        FOR UPDATE`;
      return locked.length > 0 ? close(tx) : null;
    });
  }
}
