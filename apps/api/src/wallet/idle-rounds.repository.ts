import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** An open round nothing has changed since before the job's cut-off. */
export interface IdleRound {
  id: bigint;
  merchantId: number;
  memberId: number;
  vendorId: number;
  vendorCode: string;
  roundId: string;
  isDemo: boolean;
}

/** The oldest idle open rounds first, read by the (status, last_activity_at) index. */
export function idleRoundsQuery(before: Date, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT b.id, b.merchant_id AS "merchantId", b.member_id AS "memberId",
           b.vendor_id AS "vendorId", v.code AS "vendorCode", b.round_id AS "roundId",
           b.is_demo AS "isDemo"
    FROM bet_record b JOIN vendor v ON v.id = b.vendor_id
    WHERE b.status = 'OPEN' AND b.last_activity_at < ${before}
    ORDER BY b.last_activity_at
    LIMIT ${limit}`;
}

/** The rounds the idle-rounds job closes. */
@Injectable()
export class IdleRoundsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  idle(before: Date, limit: number): Promise<IdleRound[]> {
    return this.prisma.$queryRaw<IdleRound[]>(idleRoundsQuery(before, limit));
  }

  /**
   * Runs `close` in one transaction with the round locked, if it is still open and idle since
   * before `before`: a win or bet arriving meanwhile either came first (and the round is no
   * longer idle) or waits for the close (and finds the round closed). Null when not idle.
   */
  whileIdle<T>(
    round: IdleRound,
    before: Date,
    close: (tx: Prisma.TransactionClient) => Promise<T>,
  ): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM bet_record
        WHERE id = ${round.id} AND status = 'OPEN' AND last_activity_at < ${before}
        FOR UPDATE`;
      return locked.length > 0 ? close(tx) : null;
    });
  }
}
