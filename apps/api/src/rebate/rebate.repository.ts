import { Inject, Injectable } from '@nestjs/common';
import type { RebateSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import {
  readMerchantSettings,
  replaceMerchantSettingsPart,
} from '../database/merchant-settings.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

const CLAIM_COLUMNS = {
  id: true,
  periodStart: true,
  countedUntil: true,
  totalTurnover: true,
  amount: true,
  categories: true,
  adjustment: true,
  createdAt: true,
} as const;

export type RebateClaimRow = Prisma.RebateClaimGetPayload<{ select: typeof CLAIM_COLUMNS }>;

export interface NewRebateClaim {
  merchantId: number;
  memberId: number;
  periodStart: Date;
  requestKey: string;
  countedUntil: Date;
  rankLevel: number;
  totalTurnover: string;
  amount: string;
  countedFrom: Date | null;
  categories: Prisma.InputJsonValue;
  adjustment: string;
  entryId: bigint;
}

/** An earlier claim as a later one checks it: what it counted and the corrections since. */
export interface CountedClaim {
  id: bigint;
  categories: Prisma.JsonValue;
  corrections: { categoryCode: string; turnover: Prisma.Decimal; amount: Prisma.Decimal }[];
}

export interface NewRebateCorrection {
  claimId: bigint;
  categoryCode: string;
  turnover: string;
  amount: string;
}

/** The member's rank and its site's settings, time zone and categories in their order. */
export interface RebateMember {
  rankLevel: number;
  rankName: string | null;
  settings: Prisma.JsonValue;
  timezone: string;
}

// Like the other money routes: a member's claims wait for each other, then post to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Claims of the manual rebate and the settled stakes they count, always scoped by member. */
@Injectable()
export class RebateRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  async member(memberId: number): Promise<RebateMember> {
    const member = await this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: {
        vipRank: { select: { rankLevel: true, labelName: true } },
        merchant: { select: { settings: true, timezone: true } },
      },
    });
    return {
      // A member without a rank is of the lowest (level 0), as a new member is.
      rankLevel: member.vipRank?.rankLevel ?? 0,
      rankName: member.vipRank?.labelName ?? null,
      settings: member.merchant.settings,
      timezone: member.merchant.timezone,
    };
  }

  categoryCodes(): Promise<{ code: string }[]> {
    return this.prisma.gameCategory.findMany({
      select: { code: true },
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    });
  }

  ranks(merchantId: number): Promise<{ rankLevel: number; labelName: string }[]> {
    return this.prisma.vipRank.findMany({
      where: { merchantId },
      select: { rankLevel: true, labelName: true },
      orderBy: { rankLevel: 'asc' },
    });
  }

  /** The member's last claim: the next counts bets settled after its `countedUntil`. */
  lastClaim(
    memberId: number,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<RebateClaimRow | null> {
    return tx.rebateClaim.findFirst({
      where: { memberId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: CLAIM_COLUMNS,
    });
  }

  /**
   * Valid turnover by category: the member's settled real-money stakes settled in (from, until].
   * A rolled-back (CANCELLED) or open round is not counted; the partial index
   * bet_record_member_settled_idx reads only the member's settled rows of the range.
   */
  async turnoverByCategory(
    memberId: number,
    from: Date | null,
    until: Date,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<Map<string, Prisma.Decimal>> {
    const rows = await tx.$queryRaw<{ categoryCode: string; turnover: Prisma.Decimal }[]>`
      SELECT category_code AS "categoryCode", sum(stake) AS turnover
      FROM bet_record
      WHERE member_id = ${memberId} AND status = 'SETTLED' AND NOT is_demo
        AND settled_at > ${from ?? new Date(0)} AND settled_at <= ${until}
      GROUP BY category_code`;
    return new Map(rows.map((row) => [row.categoryCode, new Prisma.Decimal(row.turnover)]));
  }

  /** The member's claims that counted up to after `since`, with their corrections so far. */
  countedClaims(
    memberId: number,
    since: Date,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<CountedClaim[]> {
    return tx.rebateClaim.findMany({
      where: { memberId, countedUntil: { gt: since } },
      select: {
        id: true,
        categories: true,
        corrections: { select: { categoryCode: true, turnover: true, amount: true } },
      },
    });
  }

  /**
   * Each of those claims' window counted again now, by category: a round rolled back (CANCELLED)
   * or re-opened since the claim has left its window, as its settle time changed.
   */
  async recount(
    memberId: number,
    since: Date,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<{ claimId: bigint; categoryCode: string; turnover: Prisma.Decimal }[]> {
    const rows = await tx.$queryRaw<
      { claimId: bigint; categoryCode: string; turnover: Prisma.Decimal }[]
    >`
      SELECT c.id AS "claimId", b.category_code AS "categoryCode", sum(b.stake) AS turnover
      FROM rebate_claim c
      JOIN bet_record b
        ON b.member_id = c.member_id AND b.status = 'SETTLED' AND NOT b.is_demo
       AND b.settled_at > coalesce(c.counted_from, '-infinity') AND b.settled_at <= c.counted_until
      WHERE c.member_id = ${memberId} AND c.counted_until > ${since}
      GROUP BY 1, 2`;
    return rows.map((row) => ({ ...row, turnover: new Prisma.Decimal(row.turnover) }));
  }

  async insertCorrections(
    tx: Prisma.TransactionClient,
    byClaimId: bigint,
    corrections: NewRebateCorrection[],
  ): Promise<void> {
    if (corrections.length === 0) return;
    await tx.rebateCorrection.createMany({
      data: corrections.map((correction) => ({ ...correction, byClaimId })),
    });
  }

  /** Holds the member's row until the transaction ends: one claim of the member at a time. */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
  }

  findByKey(
    tx: Prisma.TransactionClient,
    memberId: number,
    requestKey: string,
  ): Promise<RebateClaimRow | null> {
    return tx.rebateClaim.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: CLAIM_COLUMNS,
    });
  }

  findInPeriod(
    tx: Prisma.TransactionClient,
    memberId: number,
    periodStart: Date,
  ): Promise<RebateClaimRow | null> {
    return tx.rebateClaim.findUnique({
      where: { memberId_periodStart: { memberId, periodStart } },
      select: CLAIM_COLUMNS,
    });
  }

  insert(tx: Prisma.TransactionClient, claim: NewRebateClaim): Promise<RebateClaimRow> {
    return tx.rebateClaim.create({ data: claim, select: CLAIM_COLUMNS });
  }

  /** The member's claims, newest first (the index on member and creation time). */
  async page(
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: RebateClaimRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.rebateClaim.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: CLAIM_COLUMNS,
      }),
      this.prisma.rebateClaim.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }

  siteSettings(merchantId: number): Promise<Prisma.JsonValue> {
    return readMerchantSettings(this.prisma, merchantId);
  }

  /** Replaces `rebate`, keeping the other settings. */
  replaceSettings(merchantId: number, rebate: RebateSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'rebate', rebate);
  }
}
