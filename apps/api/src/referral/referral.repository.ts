import { Inject, Injectable } from '@nestjs/common';
import type { ReferralRewardKind, ReferralSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import {
  readMerchantSettings,
  replaceMerchantSettingsPart,
} from '../database/merchant-settings.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** The member's own referral: its code and its site's rule. */
export interface ReferralMember {
  id: number;
  merchantId: number;
  invitationCode: string | null;
  settings: Prisma.JsonValue;
}

export interface FriendRow {
  memberId: number;
  account: string;
  joinedAt: Date;
  qualified: boolean;
  rewarded: Prisma.Decimal;
}

export interface RewardRow {
  id: bigint;
  kind: ReferralRewardKind;
  friendAccount: string;
  day: Date;
  base: Prisma.Decimal;
  percent: Prisma.Decimal;
  amount: Prisma.Decimal;
  createdAt: Date;
}

export interface ReferrerRow {
  memberId: number;
  account: string;
  friends: number;
  qualified: number;
  rewardsPaid: Prisma.Decimal;
}

/** A friend's first approved deposit not rewarded yet. */
export interface FirstDeposit {
  depositId: bigint;
  merchantId: number;
  friendId: number;
  friendAccount: string;
  referrerId: number;
  amount: Prisma.Decimal;
  decidedAt: Date;
}

/** A friend's valid turnover of one operator day. */
export interface FriendTurnover {
  friendId: number;
  friendAccount: string;
  referrerId: number;
  turnover: Prisma.Decimal;
}

export interface NewReferralReward {
  merchantId: number;
  referrerId: number;
  friendId: number;
  kind: ReferralRewardKind;
  sourceKey: string;
  day: Date;
  base: string;
  percent: string;
  amount: string;
}

export interface ReferralSite {
  id: number;
  settings: Prisma.JsonValue;
  timezone: string;
}

// A reward waits for another payment of the same referrer, then posts to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

// A friend qualifies with an approved deposit (the first-deposit reward's condition).
const QUALIFIED = Prisma.sql`EXISTS (
  SELECT 1 FROM deposit d WHERE d.member_id = m.id AND d.status = 'APPROVED')`;

/**
 * Referred friends (member.referrer_id) and the referral rewards paid for them. Every member
 * query is scoped by the referrer, every console query by the operator's merchant.
 */
@Injectable()
export class ReferralRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  async member(memberId: number): Promise<ReferralMember> {
    const member = await this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: {
        id: true,
        merchantId: true,
        invitationCode: true,
        merchant: { select: { settings: true } },
      },
    });
    return { ...member, settings: member.merchant.settings };
  }

  /** Gives the member the code when it has none; false when it had one (or got one meanwhile). */
  async setInvitationCode(memberId: number, code: string): Promise<boolean> {
    const updated = await this.prisma.member.updateMany({
      where: { id: memberId, invitationCode: null },
      data: { invitationCode: code },
    });
    return updated.count === 1;
  }

  /** The member's friends and how many qualified, and what they paid it, in one statement. */
  async totals(
    referrerId: number,
  ): Promise<{ friends: number; qualified: number; rewards: Prisma.Decimal }> {
    const [row] = await this.prisma.$queryRaw<
      { friends: number; qualified: number; rewards: Prisma.Decimal }[]
    >`
      SELECT
        (SELECT count(*)::int FROM member m WHERE m.referrer_id = ${referrerId}) AS friends,
        (SELECT count(*)::int FROM member m WHERE m.referrer_id = ${referrerId} AND ${QUALIFIED})
          AS qualified,
        (SELECT COALESCE(sum(amount), 0) FROM referral_reward WHERE referrer_id = ${referrerId})
          AS rewards`;
    return row ?? { friends: 0, qualified: 0, rewards: new Prisma.Decimal(0) };
  }

  /** A page of the referrer's friends, newest first, each with its qualification and rewards. */
  async friends(
    referrerId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: FriendRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.$queryRaw<FriendRow[]>`
        SELECT m.id AS "memberId", m.account, m.created_at AS "joinedAt", ${QUALIFIED} AS qualified,
          COALESCE((SELECT sum(r.amount) FROM referral_reward r
                    WHERE r.friend_id = m.id AND r.referrer_id = ${referrerId}), 0) AS rewarded
        FROM member m
        WHERE m.referrer_id = ${referrerId}
        ORDER BY m.created_at DESC, m.id DESC
        OFFSET ${skip} LIMIT ${take}`,
      this.prisma.member.count({ where: { referrerId } }),
    ]);
    return { rows, total };
  }

  /** A page of rewards, newest first: one referrer's, or every one of the merchant's. */
  async rewards(
    scope: { referrerId: number } | { merchantId: number; referrerId?: number },
    skip: number,
    take: number,
  ): Promise<{ rows: RewardRow[]; total: number }> {
    const where: Prisma.ReferralRewardWhereInput = scope;
    const [rows, total] = await Promise.all([
      this.prisma.referralReward.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: {
          id: true,
          kind: true,
          day: true,
          base: true,
          percent: true,
          amount: true,
          createdAt: true,
          friend: { select: { account: true } },
        },
      }),
      this.prisma.referralReward.count({ where }),
    ]);
    return {
      rows: rows.map(({ friend, ...row }) => ({ ...row, friendAccount: friend.account })),
      total,
    };
  }

  // ------------------------------------------------------------------ paying

  /** Every site with its rule and time zone (a handful: one per operator). */
  sites(): Promise<ReferralSite[]> {
    return this.prisma.merchant.findMany({ select: { id: true, settings: true, timezone: true } });
  }

  /**
   * Approved deposits decided in [from, until), after the cursor, that are their member's first
   * approved deposit, of a referred member not rewarded for it yet; oldest first. The partial
   * index deposit_approved_idx reads only the approved deposits of the range.
   */
  firstDeposits(
    from: Date,
    until: Date,
    after: { decidedAt: Date; depositId: bigint } | null,
    take: number,
  ): Promise<FirstDeposit[]> {
    const cursor = after
      ? Prisma.sql`AND (d.decided_at, d.id) > (${after.decidedAt}, ${after.depositId})`
      : Prisma.empty;
    return this.prisma.$queryRaw<FirstDeposit[]>`
      SELECT d.id AS "depositId", m.merchant_id AS "merchantId", m.id AS "friendId",
        m.account AS "friendAccount", m.referrer_id AS "referrerId", d.amount,
        d.decided_at AS "decidedAt"
      FROM deposit d
      JOIN member m ON m.id = d.member_id
      WHERE d.status = 'APPROVED' AND d.decided_at >= ${from} AND d.decided_at < ${until}
        ${cursor}
        AND m.referrer_id IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM deposit e
          WHERE e.member_id = d.member_id AND e.status = 'APPROVED'
            AND (e.decided_at, e.id) < (d.decided_at, d.id))
        AND NOT EXISTS (
          SELECT 1 FROM referral_reward r WHERE r.source_key = 'FIRST_DEPOSIT:' || m.id)
      ORDER BY d.decided_at, d.id
      LIMIT ${take}`;
  }

  /**
   * The site's referred members with valid turnover (settled real-money stakes) in
   * [dayStart, dayEnd), not rewarded for that day yet, after the cursor, by member id. A
   * rolled-back (CANCELLED) or open round is not counted.
   */
  friendTurnover(
    merchantId: number,
    dayStart: Date,
    dayEnd: Date,
    day: string,
    afterFriendId: number,
    take: number,
  ): Promise<FriendTurnover[]> {
    return this.prisma.$queryRaw<FriendTurnover[]>`
      SELECT m.id AS "friendId", m.account AS "friendAccount", m.referrer_id AS "referrerId",
        t.turnover
      FROM member m
      CROSS JOIN LATERAL (
        SELECT sum(b.stake) AS turnover FROM bet_record b
        WHERE b.member_id = m.id AND b.status = 'SETTLED' AND NOT b.is_demo
          AND b.settled_at >= ${dayStart} AND b.settled_at < ${dayEnd}) t
      WHERE m.merchant_id = ${merchantId} AND m.referrer_id IS NOT NULL AND m.id > ${afterFriendId}
        AND t.turnover > 0
        AND NOT EXISTS (
          SELECT 1 FROM referral_reward r
          WHERE r.source_key = 'TURNOVER:' || m.id || ':' || ${day})
      ORDER BY m.id
      LIMIT ${take}`;
  }

  /**
   * Records the reward unless it is recorded already: false then. A second payer of the same
   * reward waits here on the unique source key until the first commits, then finds it taken.
   */
  async claim(tx: Prisma.TransactionClient, reward: NewReferralReward): Promise<boolean> {
    const inserted = await tx.$executeRaw`
      INSERT INTO referral_reward
        (merchant_id, referrer_id, friend_id, kind, source_key, day, base, percent, amount)
      VALUES (${reward.merchantId}, ${reward.referrerId}, ${reward.friendId},
        ${reward.kind}::"ReferralRewardKind", ${reward.sourceKey}, ${reward.day}::date,
        ${reward.base}::numeric, ${reward.percent}::numeric, ${reward.amount}::numeric)
      ON CONFLICT (source_key) DO NOTHING`;
    return inserted === 1;
  }

  // ------------------------------------------------------------------ console

  siteSettings(merchantId: number): Promise<Prisma.JsonValue> {
    return readMerchantSettings(this.prisma, merchantId);
  }

  /** Replaces `referral`, keeping the other settings. */
  replaceSettings(merchantId: number, referral: ReferralSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'referral', referral);
  }

  async summary(merchantId: number): Promise<{
    referrers: number;
    friends: number;
    qualified: number;
    rewardCount: number;
    rewardsPaid: Prisma.Decimal;
  }> {
    const [row] = await this.prisma.$queryRaw<
      {
        referrers: number;
        friends: number;
        qualified: number;
        rewardCount: number;
        rewardsPaid: Prisma.Decimal;
      }[]
    >`
      SELECT f.referrers, f.friends, f.qualified, w."rewardCount", w."rewardsPaid"
      FROM (
        SELECT count(DISTINCT m.referrer_id)::int AS referrers, count(*)::int AS friends,
          (count(*) FILTER (WHERE ${QUALIFIED}))::int AS qualified
        FROM member m WHERE m.merchant_id = ${merchantId} AND m.referrer_id IS NOT NULL) f,
      (
        SELECT count(*)::int AS "rewardCount", COALESCE(sum(amount), 0) AS "rewardsPaid"
        FROM referral_reward WHERE merchant_id = ${merchantId}) w`;
    if (!row) throw new Error('the summary query answered no row');
    return row;
  }

  /** A page of the merchant's referrers, most friends first. */
  async referrers(
    merchantId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: ReferrerRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.prisma.$queryRaw<ReferrerRow[]>`
        SELECT r.id AS "memberId", r.account, f.friends, f.qualified,
          COALESCE((SELECT sum(w.amount) FROM referral_reward w WHERE w.referrer_id = r.id), 0)
            AS "rewardsPaid"
        FROM (
          SELECT m.referrer_id, count(*)::int AS friends,
            (count(*) FILTER (WHERE ${QUALIFIED}))::int AS qualified
          FROM member m WHERE m.merchant_id = ${merchantId} AND m.referrer_id IS NOT NULL
          GROUP BY m.referrer_id) f
        JOIN member r ON r.id = f.referrer_id
        ORDER BY f.friends DESC, r.id
        OFFSET ${skip} LIMIT ${take}`,
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(DISTINCT referrer_id)::int AS total
        FROM member WHERE merchant_id = ${merchantId} AND referrer_id IS NOT NULL`,
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /** The operator's member: its code and who referred it; null when not of this merchant. */
  memberOfSite(merchantId: number, memberId: number) {
    return this.prisma.member.findFirst({
      where: { id: memberId, merchantId },
      select: {
        invitationCode: true,
        referrer: { select: { id: true, account: true } },
      },
    });
  }
}
