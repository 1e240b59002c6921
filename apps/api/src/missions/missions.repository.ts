import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

const MISSION_COLUMNS = {
  id: true,
  period: true,
  kind: true,
  categoryCode: true,
  gameId: true,
  target: true,
  rewardAmount: true,
  turnoverMultiplier: true,
  enabled: true,
  sortOrder: true,
  titles: true,
  updatedAt: true,
  game: { select: { name: true } },
} as const;

export type MissionRow = Prisma.MissionGetPayload<{ select: typeof MISSION_COLUMNS }>;

const CLAIM_COLUMNS = {
  id: true,
  missionId: true,
  periodStart: true,
  progress: true,
  amount: true,
  createdAt: true,
  mission: { select: { titles: true } },
} as const;

export type MissionClaimRow = Prisma.MissionClaimGetPayload<{ select: typeof CLAIM_COLUMNS }>;

export interface NewMissionClaim {
  merchantId: number;
  memberId: number;
  missionId: number;
  periodStart: Date;
  requestKey: string;
  progress: string;
  amount: string;
  bonusId: bigint;
}

export type MissionData = Omit<Prisma.MissionUncheckedCreateInput, 'id' | 'merchantId'>;

/** A member's settled real-money rounds of the week so far, grouped as missions count them. */
export interface BetTally {
  categoryCode: string;
  gameId: number;
  /** Settled on the current operator day (else earlier in the week). */
  today: boolean;
  turnover: Prisma.Decimal;
  rounds: number;
}

export interface DepositTally {
  today: boolean;
  amount: Prisma.Decimal;
  count: number;
}

/** The sources a member's progress is counted from, since the start of the operator week. */
export interface ProgressSources {
  bets: BetTally[];
  deposits: DepositTally[];
  /** Operator days (yyyy-MM-dd) of the week with a sign-in. */
  signInDays: string[];
}

/** One member's value on a board. */
export interface BoardRow {
  memberId: number;
  turnover: Prisma.Decimal;
  wins: Prisma.Decimal;
}

// Like the other money routes: a member's claims wait for each other, then post to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/**
 * Missions of a site, a member's claims (always scoped by member) and the rows progress is
 * counted from: settled real-money rounds, approved deposits and sign-ins.
 */
@Injectable()
export class MissionsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  async timezone(merchantId: number): Promise<string> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { timezone: true },
    });
    return merchant.timezone;
  }

  /** The site's missions in the operator's order; `enabledOnly` for members. */
  missions(merchantId: number, enabledOnly: boolean): Promise<MissionRow[]> {
    return this.prisma.mission.findMany({
      where: { merchantId, ...(enabledOnly ? { enabled: true } : {}) },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: MISSION_COLUMNS,
    });
  }

  mission(
    merchantId: number,
    id: number,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<MissionRow | null> {
    return tx.mission.findFirst({ where: { id, merchantId }, select: MISSION_COLUMNS });
  }

  countMissions(merchantId: number): Promise<number> {
    return this.prisma.mission.count({ where: { merchantId } });
  }

  createMission(merchantId: number, data: MissionData): Promise<MissionRow> {
    return this.prisma.mission.create({
      data: { ...data, merchantId },
      select: MISSION_COLUMNS,
    });
  }

  async updateMission(merchantId: number, id: number, data: MissionData): Promise<void> {
    await this.prisma.mission.updateMany({ where: { id, merchantId }, data });
  }

  categoryCodes(): Promise<{ code: string }[]> {
    return this.prisma.gameCategory.findMany({
      select: { code: true },
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    });
  }

  gameExists(id: number): Promise<{ id: number } | null> {
    return this.prisma.game.findUnique({ where: { id }, select: { id: true } });
  }

  /**
   * Everything the member's missions count, from `weekStart` (the operator week's first instant)
   * on: settled real-money rounds by category and game (bet_record_member_settled_idx; a rolled-
   * back round is CANCELLED and drops out by itself), approved deposits
   * (deposit_member_approved_idx) and the days with a sign-in (member_session by member and time).
   */
  async progressSources(
    memberId: number,
    weekStart: Date,
    dayStart: Date,
    timezone: string,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<ProgressSources> {
    // One after another: inside the claim's transaction they share its one connection.
    const bets = await tx.$queryRaw<BetTally[]>`
        SELECT category_code AS "categoryCode", game_id AS "gameId",
               settled_at >= ${dayStart} AS today, sum(stake) AS turnover,
               count(*)::int AS rounds
        FROM bet_record
        WHERE member_id = ${memberId} AND status = 'SETTLED' AND NOT is_demo
          AND settled_at >= ${weekStart}
        GROUP BY 1, 2, 3`;
    const deposits = await tx.$queryRaw<DepositTally[]>`
        SELECT decided_at >= ${dayStart} AS today, sum(amount) AS amount, count(*)::int AS count
        FROM deposit
        WHERE member_id = ${memberId} AND status = 'APPROVED' AND decided_at >= ${weekStart}
        GROUP BY 1`;
    const days = await tx.$queryRaw<{ day: string }[]>`
        SELECT DISTINCT to_char(created_at AT TIME ZONE ${timezone}, 'YYYY-MM-DD') AS day
        FROM member_session
        WHERE member_id = ${memberId} AND created_at >= ${weekStart}`;
    return {
      bets: bets.map((row) => ({ ...row, turnover: new Prisma.Decimal(row.turnover) })),
      deposits: deposits.map((row) => ({ ...row, amount: new Prisma.Decimal(row.amount) })),
      signInDays: days.map((row) => row.day),
    };
  }

  /** The member's claims of periods starting on or after `since` (this week's and today's). */
  claimsSince(memberId: number, since: Date): Promise<{ missionId: number; periodStart: Date }[]> {
    return this.prisma.missionClaim.findMany({
      where: { memberId, periodStart: { gte: since } },
      select: { missionId: true, periodStart: true },
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
  ): Promise<MissionClaimRow | null> {
    return tx.missionClaim.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: CLAIM_COLUMNS,
    });
  }

  findInPeriod(
    tx: Prisma.TransactionClient,
    memberId: number,
    missionId: number,
    periodStart: Date,
  ): Promise<{ id: bigint } | null> {
    return tx.missionClaim.findUnique({
      where: { memberId_missionId_periodStart: { memberId, missionId, periodStart } },
      select: { id: true },
    });
  }

  insertClaim(tx: Prisma.TransactionClient, claim: NewMissionClaim): Promise<MissionClaimRow> {
    return tx.missionClaim.create({ data: claim, select: CLAIM_COLUMNS });
  }

  /** The member's claims, newest first (the index on member and creation time). */
  async claimPage(
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: MissionClaimRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.missionClaim.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: CLAIM_COLUMNS,
      }),
      this.prisma.missionClaim.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }

  /** The member's site and whether it belongs to the operator's (console member page). */
  async memberOfSite(merchantId: number, memberId: number): Promise<boolean> {
    const member = await this.prisma.member.findFirst({
      where: { id: memberId, merchantId },
      select: { id: true },
    });
    return member !== null;
  }

  /**
   * Every member's valid turnover and wins (what winning rounds paid above their stakes) of the
   * site's settled real-money rounds since `from`, in one pass over bet_record_settled_idx.
   */
  board(merchantId: number, from: Date): Promise<BoardRow[]> {
    return this.prisma.$queryRaw<BoardRow[]>`
      SELECT member_id AS "memberId", sum(stake) AS turnover,
             sum(greatest(payout - stake, 0)) AS wins
      FROM bet_record
      WHERE merchant_id = ${merchantId} AND status = 'SETTLED' AND NOT is_demo
        AND settled_at >= ${from}
      GROUP BY member_id`;
  }

  accounts(memberIds: number[]): Promise<{ id: number; account: string }[]> {
    return this.prisma.member.findMany({
      where: { id: { in: memberIds } },
      select: { id: true, account: true },
    });
  }
}
