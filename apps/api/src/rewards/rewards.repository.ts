import { Inject, Injectable } from '@nestjs/common';
import type { RewardList, RewardTarget } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

export const REWARD_COLUMNS = {
  id: true,
  source: true,
  title: true,
  amount: true,
  turnoverMultiplier: true,
  expiresAt: true,
  status: true,
  claimKey: true,
  createdAt: true,
  claimedAt: true,
} as const;

export type RewardRow = Prisma.RewardGetPayload<{ select: typeof REWARD_COLUMNS }>;

export const DRAW_COLUMNS = {
  id: true,
  raffleId: true,
  prizeLabel: true,
  amount: true,
  rewardId: true,
  createdAt: true,
} as const;

export type DrawRow = Prisma.RaffleDrawGetPayload<{ select: typeof DRAW_COLUMNS }>;

export interface RaffleRow {
  id: bigint;
  settings: Prisma.JsonValue;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
}

export interface NewReward {
  merchantId: number;
  memberId: number;
  source: 'PROMOTION' | 'RAFFLE';
  title: string;
  amount: string;
  turnoverMultiplier: string;
  expiresAt: Date | null;
}

// Like the other money routes: a member's claims and draws wait for each other.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Rewards, reward issues, raffles and draws; a member's rows always read by member id. */
@Injectable()
export class RewardsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** The member's rewards waiting to be claimed, or the others, newest first. */
  async memberPage(
    memberId: number,
    list: RewardList,
    now: Date,
    skip: number,
    take: number,
  ): Promise<{ rows: RewardRow[]; total: number }> {
    const waiting: Prisma.RewardWhereInput = {
      memberId,
      status: 'AVAILABLE',
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    };
    const where: Prisma.RewardWhereInput =
      list === 'available'
        ? waiting
        : {
            memberId,
            OR: [{ status: { not: 'AVAILABLE' } }, { expiresAt: { lte: now } }],
          };
    const [rows, total] = await Promise.all([
      this.prisma.reward.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: REWARD_COLUMNS,
      }),
      this.prisma.reward.count({ where }),
    ]);
    return { rows, total };
  }

  /** A page of one member's rewards of the operator's site (the console's member page). */
  async consoleMemberPage(
    merchantId: number,
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: RewardRow[]; total: number }> {
    const where = { merchantId, memberId };
    const [rows, total] = await Promise.all([
      this.prisma.reward.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: REWARD_COLUMNS,
      }),
      this.prisma.reward.count({ where }),
    ]);
    return { rows, total };
  }

  countWaiting(memberId: number, now: Date): Promise<number> {
    return this.prisma.reward.count({
      where: {
        memberId,
        status: 'AVAILABLE',
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
    });
  }

  /** The member's reward, locked until the transaction ends; null when it is not the member's. */
  async lockReward(
    tx: Prisma.TransactionClient,
    memberId: number,
    rewardId: bigint,
  ): Promise<RewardRow | null> {
    const locked = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM reward WHERE id = ${rewardId} AND member_id = ${memberId} FOR UPDATE`;
    if (locked.length === 0) return null;
    return tx.reward.findUniqueOrThrow({ where: { id: rewardId }, select: REWARD_COLUMNS });
  }

  markClaimed(
    tx: Prisma.TransactionClient,
    rewardId: bigint,
    claim: { key: string; at: Date; bonusId: bigint },
  ): Promise<RewardRow> {
    return tx.reward.update({
      where: { id: rewardId },
      data: { status: 'CLAIMED', claimKey: claim.key, claimedAt: claim.at, bonusId: claim.bonusId },
      select: REWARD_COLUMNS,
    });
  }

  insertReward(tx: Prisma.TransactionClient, reward: NewReward): Promise<{ id: bigint }> {
    return tx.reward.create({ data: reward, select: { id: true } });
  }

  // ------------------------------------------------------------ issues

  async memberByAccount(merchantId: number, account: string): Promise<{ id: number } | null> {
    return this.prisma.member.findFirst({
      // A demo account has no reward centre.
      where: { merchantId, account, isAgent: { not: 4 } },
      select: { id: true },
    });
  }

  async rankExists(merchantId: number, rankLevel: number): Promise<boolean> {
    return (await this.prisma.vipRank.count({ where: { merchantId, rankLevel } })) > 0;
  }

  async labelExists(merchantId: number, name: string): Promise<boolean> {
    return (await this.prisma.memberLabel.count({ where: { merchantId, name } })) > 0;
  }

  /**
   * The issue and one reward per member it targets (demo accounts left out), in one statement
   * for any number of members; answers how many were issued.
   */
  async issue(
    tx: Prisma.TransactionClient,
    issue: {
      merchantId: number;
      target: RewardTarget;
      targetValue: string;
      title: string;
      amount: string;
      turnoverMultiplier: string;
      expiresAt: Date | null;
      operatorUsername: string;
    },
  ): Promise<{ id: bigint; issued: number }> {
    const { id } = await tx.rewardIssue.create({ data: issue, select: { id: true } });
    const target =
      issue.target === 'MEMBER'
        ? Prisma.sql`m.account = ${issue.targetValue}`
        : issue.target === 'VIP_RANK'
          ? Prisma.sql`m.vip_rank_id = (SELECT r.id FROM vip_rank r
               WHERE r.merchant_id = ${issue.merchantId} AND r.rank_level = ${Number(issue.targetValue)})`
          : Prisma.sql`m.id IN (SELECT a.member_id FROM member_label_assignment a
               JOIN member_label l ON l.id = a.label_id
               WHERE l.merchant_id = ${issue.merchantId} AND l.name = ${issue.targetValue})`;
    const issued = await tx.$executeRaw`
      INSERT INTO reward (merchant_id, member_id, source, title, amount, turnover_multiplier,
                          expires_at, issue_id)
      SELECT m.merchant_id, m.id, 'PROMOTION', ${issue.title}, ${issue.amount}::numeric,
             ${issue.turnoverMultiplier}::numeric, ${issue.expiresAt}, ${id}
      FROM member m
      WHERE m.merchant_id = ${issue.merchantId} AND m.is_agent <> 4 AND ${target}`;
    return { id, issued };
  }

  async issuePage(
    merchantId: number,
    skip: number,
    take: number,
  ): Promise<{
    rows: Prisma.RewardIssueGetPayload<object>[];
    total: number;
    counts: { issueId: bigint | null; status: string; count: number }[];
  }> {
    const [rows, total] = await Promise.all([
      this.prisma.rewardIssue.findMany({
        where: { merchantId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
      this.prisma.rewardIssue.count({ where: { merchantId } }),
    ]);
    const groups = await this.prisma.reward.groupBy({
      by: ['issueId', 'status'],
      where: { issueId: { in: rows.map((row) => row.id) } },
      _count: { _all: true },
    });
    const counts = groups.map((group) => ({
      issueId: group.issueId,
      status: group.status,
      count: group._count._all,
    }));
    return { rows, total, counts };
  }

  findIssue(merchantId: number, issueId: bigint) {
    return this.prisma.rewardIssue.findFirst({ where: { id: issueId, merchantId } });
  }

  /** Cancels the issue's rewards still waiting; a reward claimed meanwhile is left alone. */
  cancelIssue(issueId: bigint, at: Date): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE reward SET status = 'CANCELLED', cancelled_at = ${at}
      WHERE issue_id = ${issueId} AND status = 'AVAILABLE'`;
  }

  // ------------------------------------------------------------ raffles

  /** The member's site's raffles shown to members: enabled, not ended more than a week ago. */
  raffles(merchantId: number, endedAfter: Date, take: number): Promise<RaffleRow[]> {
    return this.prisma.raffle.findMany({
      where: { merchantId, enabled: true, endsAt: { gt: endedAfter } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take,
      select: { id: true, settings: true, startsAt: true, endsAt: true, enabled: true },
    });
  }

  raffle(merchantId: number, raffleId: bigint): Promise<RaffleRow | null> {
    return this.prisma.raffle.findFirst({
      where: { id: raffleId, merchantId },
      select: { id: true, settings: true, startsAt: true, endsAt: true, enabled: true },
    });
  }

  async rafflePage(merchantId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.prisma.raffle.findMany({
        where: { merchantId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { id: true, settings: true, startsAt: true, endsAt: true, enabled: true },
      }),
      this.prisma.raffle.count({ where: { merchantId } }),
    ]);
    const totals = await this.prisma.raffleDraw.groupBy({
      by: ['raffleId'],
      where: { raffleId: { in: rows.map((row) => row.id) } },
      _count: { _all: true },
      _sum: { amount: true },
    });
    return { rows, total, totals };
  }

  saveRaffle(
    merchantId: number,
    raffleId: bigint | null,
    data: { settings: Prisma.InputJsonValue; startsAt: Date; endsAt: Date; enabled: boolean },
  ): Promise<RaffleRow> {
    const select = { id: true, settings: true, startsAt: true, endsAt: true, enabled: true };
    return raffleId === null
      ? this.prisma.raffle.create({ data: { merchantId, ...data }, select })
      : this.prisma.raffle.update({ where: { id: raffleId }, data, select });
  }

  async timezone(merchantId: number): Promise<string> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { timezone: true },
    });
    return merchant.timezone;
  }

  /** Holds the member's row until the transaction ends: one draw of the member at a time. */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
  }

  drawByKey(
    tx: Prisma.TransactionClient,
    memberId: number,
    requestKey: string,
  ): Promise<DrawRow | null> {
    return tx.raffleDraw.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: DRAW_COLUMNS,
    });
  }

  /** The member's draws of each raffle in the period that starts on `periodStart` (a date). */
  async drawsUsed(
    memberId: number,
    raffleIds: readonly bigint[],
    periodStarts: readonly Date[],
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<Map<bigint, number>> {
    const groups = await tx.raffleDraw.groupBy({
      by: ['raffleId', 'periodStart'],
      where: { memberId, raffleId: { in: [...raffleIds] }, periodStart: { in: [...periodStarts] } },
      _count: { _all: true },
    });
    const used = new Map<bigint, number>();
    raffleIds.forEach((raffleId, index) => {
      const group = groups.find(
        (candidate) =>
          candidate.raffleId === raffleId &&
          candidate.periodStart.getTime() === periodStarts[index].getTime(),
      );
      used.set(raffleId, group?._count._all ?? 0);
    });
    return used;
  }

  insertDraw(
    tx: Prisma.TransactionClient,
    draw: {
      raffleId: bigint;
      memberId: number;
      periodStart: Date;
      drawNo: number;
      requestKey: string;
      prizeLabel: string;
      amount: string;
      rewardId: bigint;
    },
  ): Promise<DrawRow> {
    return tx.raffleDraw.create({ data: draw, select: DRAW_COLUMNS });
  }

  /** The member's approved deposits and valid turnover (settled real-money stakes) since `from`. */
  async activity(
    memberId: number,
    from: Date,
    until: Date,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<{ deposit: Prisma.Decimal; turnover: Prisma.Decimal }> {
    const [row] = await tx.$queryRaw<{ deposit: string; turnover: string }[]>`
      SELECT
        (SELECT COALESCE(sum(amount), 0) FROM deposit
         WHERE member_id = ${memberId} AND status = 'APPROVED'
           AND decided_at >= ${from} AND decided_at <= ${until})::text AS deposit,
        (SELECT COALESCE(sum(stake), 0) FROM bet_record
         WHERE member_id = ${memberId} AND status = 'SETTLED' AND NOT is_demo
           AND settled_at >= ${from} AND settled_at <= ${until})::text AS turnover`;
    return {
      deposit: new Prisma.Decimal(row?.deposit ?? 0),
      turnover: new Prisma.Decimal(row?.turnover ?? 0),
    };
  }
}
