import { Inject, Injectable } from '@nestjs/common';
import type { BonusSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import {
  readMerchantSettings,
  replaceMerchantSettingsPart,
} from '../database/merchant-settings.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

const BONUS_COLUMNS = {
  id: true,
  memberId: true,
  source: true,
  amount: true,
  turnoverRequired: true,
  requirementId: true,
  createdAt: true,
  forfeitedAt: true,
  forfeitedAmount: true,
  forfeitReason: true,
  member: { select: { account: true } },
} as const;

export type BonusRow = Prisma.MemberBonusGetPayload<{ select: typeof BONUS_COLUMNS }>;

/** How much of a requirement is met, or that a withdrawal cleared it (every earlier one). */
export interface RequirementProgress {
  met: Prisma.Decimal;
  cleared: boolean;
}

// Like the other money routes: forfeits of one bonus wait for each other.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Members' bonuses and how far their turnover requirements are met, scoped by member or site. */
@Injectable()
export class BonusesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** A page of bonuses, newest first: one member's, or the site's (optionally one member's). */
  async page(
    where: { merchantId?: number; memberId?: number; account?: string },
    skip: number,
    take: number,
  ): Promise<{ rows: BonusRow[]; total: number }> {
    const filter: Prisma.MemberBonusWhereInput = {
      merchantId: where.merchantId,
      memberId: where.memberId,
      ...(where.account ? { member: { account: where.account } } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.memberBonus.findMany({
        where: filter,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: BONUS_COLUMNS,
      }),
      this.prisma.memberBonus.count({ where: filter }),
    ]);
    return { rows, total };
  }

  /**
   * How much of each requirement is met (decisions, "bonus details"): a member's valid turnover
   * since its first open requirement goes to its open requirements oldest first; a requirement a
   * withdrawal cleared is met. One statement for the members of a page, whatever their number.
   */
  async progress(
    requirementIds: readonly bigint[],
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<Map<bigint, RequirementProgress>> {
    if (requirementIds.length === 0) return new Map();
    const ids = requirementIds.map(String);
    const rows = await tx.$queryRaw<{ id: bigint; met: Prisma.Decimal | null }[]>`
      WITH asked AS (
        SELECT r.id, r.member_id FROM turnover_requirement r WHERE r.id = ANY(${ids}::bigint[])
      ), open AS (
        SELECT r.id, r.member_id, r.required,
               sum(r.required) OVER (PARTITION BY r.member_id ORDER BY r.created_at, r.id) AS upto,
               min(r.created_at) OVER (PARTITION BY r.member_id) AS since
        FROM turnover_requirement r JOIN member m ON m.id = r.member_id
        WHERE r.member_id IN (SELECT member_id FROM asked) AND r.voided_at IS NULL
          AND (m.turnover_cleared_at IS NULL OR r.created_at > m.turnover_cleared_at)
      ), wagered AS (
        SELECT s.member_id, COALESCE(sum(b.stake), 0) AS wagered
        FROM (SELECT DISTINCT member_id, since FROM open) s
        LEFT JOIN bet_record b ON b.member_id = s.member_id AND b.placed_at >= s.since
          AND b.status = 'SETTLED' AND NOT b.is_demo
        GROUP BY s.member_id
      )
      SELECT a.id,
             LEAST(o.required, GREATEST(w.wagered - (o.upto - o.required), 0)) AS met
      FROM asked a
      LEFT JOIN open o ON o.id = a.id
      LEFT JOIN wagered w ON w.member_id = o.member_id`;
    return new Map(
      rows.map((row) => [
        BigInt(row.id),
        row.met === null
          ? { met: new Prisma.Decimal(0), cleared: true }
          : { met: new Prisma.Decimal(row.met), cleared: false },
      ]),
    );
  }

  async memberOfSite(merchantId: number, memberId: number): Promise<boolean> {
    return (await this.prisma.member.count({ where: { id: memberId, merchantId } })) > 0;
  }

  find(merchantId: number, bonusId: bigint): Promise<BonusRow | null> {
    return this.prisma.memberBonus.findFirst({
      where: { id: bonusId, merchantId },
      select: BONUS_COLUMNS,
    });
  }

  /** The bonus of the operator's site, locked until the transaction ends. */
  async lockBonus(
    tx: Prisma.TransactionClient,
    merchantId: number,
    bonusId: bigint,
  ): Promise<BonusRow | null> {
    const locked = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM member_bonus WHERE id = ${bonusId} AND merchant_id = ${merchantId}
      FOR UPDATE`;
    if (locked.length === 0) return null;
    return tx.memberBonus.findUniqueOrThrow({ where: { id: bonusId }, select: BONUS_COLUMNS });
  }

  markForfeited(
    tx: Prisma.TransactionClient,
    bonusId: bigint,
    forfeit: { at: Date; amount: string; entryId: bigint | null; reason: string },
  ): Promise<BonusRow> {
    return tx.memberBonus.update({
      where: { id: bonusId },
      data: {
        forfeitedAt: forfeit.at,
        forfeitedAmount: forfeit.amount,
        forfeitEntryId: forfeit.entryId,
        forfeitReason: forfeit.reason,
      },
      select: BONUS_COLUMNS,
    });
  }

  siteSettings(merchantId: number): Promise<Prisma.JsonValue> {
    return readMerchantSettings(this.prisma, merchantId);
  }

  /** Replaces `bonuses`, keeping the other settings. */
  replaceSettings(merchantId: number, bonuses: BonusSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'bonuses', bonuses);
  }
}
