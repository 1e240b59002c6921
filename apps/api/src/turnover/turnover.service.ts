import { Inject, Injectable } from '@nestjs/common';
import type { TurnoverSource, TurnoverStatus } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** A requirement to add: `amount` is the money that came in, `multiplier` the operator's. */
export interface NewTurnoverRequirement {
  merchantId: number;
  memberId: number;
  source: TurnoverSource;
  /** The deposit's or bonus's id: one requirement per source, however often it is added. */
  sourceId: string;
  amount: string;
  multiplier: number;
}

export interface AddedTurnoverRequirement {
  id: bigint;
  required: Prisma.Decimal;
}

/**
 * The turnover requirement (decisions): each deposit and bonus asks its amount times the
 * operator's multiplier to be wagered; valid turnover is the settled real-money stakes since the
 * first requirement still open; a withdrawal that met it closes every requirement before it.
 */
@Injectable()
export class TurnoverService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Adds a requirement inside the transaction that brings the money in; answers it (the one
   * added before when the source has one already).
   */
  async add(
    tx: Prisma.TransactionClient,
    requirement: NewTurnoverRequirement,
  ): Promise<AddedTurnoverRequirement> {
    const required = new Prisma.Decimal(requirement.amount)
      .times(requirement.multiplier)
      .toDecimalPlaces(2, Prisma.Decimal.ROUND_UP);
    const { source, sourceId } = requirement;
    await tx.turnoverRequirement.createMany({
      data: [
        {
          merchantId: requirement.merchantId,
          memberId: requirement.memberId,
          source,
          sourceId,
          amount: requirement.amount,
          required,
        },
      ],
      skipDuplicates: true,
    });
    return tx.turnoverRequirement.findUniqueOrThrow({
      where: { source_sourceId: { source, sourceId } },
      select: { id: true, required: true },
    });
  }

  async status(memberId: number): Promise<TurnoverStatus> {
    const [row] = await this.prisma.$queryRaw<TurnoverStatus[]>`
      WITH open AS (
        SELECT COALESCE(sum(r.required), 0) AS required, min(r.created_at) AS since
        FROM turnover_requirement r JOIN member m ON m.id = r.member_id
        WHERE r.member_id = ${memberId} AND r.voided_at IS NULL
          AND (m.turnover_cleared_at IS NULL OR r.created_at > m.turnover_cleared_at)
      ), wagered AS (
        SELECT COALESCE(sum(b.stake), 0) AS wagered
        FROM bet_record b, open
        WHERE b.member_id = ${memberId} AND b.placed_at >= open.since
          AND b.status = 'SETTLED' AND NOT b.is_demo
      )
      SELECT open.required::text AS required, wagered.wagered::text AS wagered,
             GREATEST(open.required - wagered.wagered, 0)::text AS remaining
      FROM open, wagered`;
    if (!row) return { required: '0.00', wagered: '0.00', remaining: '0.00' };
    return {
      required: shown(row.required),
      wagered: shown(row.wagered),
      remaining: shown(row.remaining),
    };
  }

  /** A forfeited bonus's requirement is no longer asked of the member. */
  async void(tx: Prisma.TransactionClient, requirementId: bigint, at: Date): Promise<void> {
    await tx.turnoverRequirement.update({ where: { id: requirementId }, data: { voidedAt: at } });
  }

  /** A withdrawal met the requirement: the requirements so far are done. */
  async clear(tx: Prisma.TransactionClient, memberId: number, at: Date): Promise<void> {
    await tx.member.update({ where: { id: memberId }, data: { turnoverClearedAt: at } });
  }
}

// Two decimals as every amount is shown, more only when stakes finer than a cent (a currency of
// four decimals) make them: exact, so 0.0001 still to wager is never shown, or taken, as zero.
function shown(amount: string): string {
  const value = new Prisma.Decimal(amount);
  return value.toFixed(Math.max(2, value.decimalPlaces()));
}
