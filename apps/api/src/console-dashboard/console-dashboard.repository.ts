import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** The figures of one group of bets: a category, a vendor, or the whole day. */
export interface BetFigures {
  code: string;
  bets: number;
  stakes: string;
  payouts: string;
}

export interface DayFigures {
  day: string;
  newMembers: number;
  activePlayers: number;
  logins: number;
  total: BetFigures;
  byCategory: BetFigures[];
  byVendor: BetFigures[];
  computedAt: Date;
}

interface BetGroupRow {
  category: string | null;
  vendor: string | null;
  bets: number;
  stakes: string;
  payouts: string;
  players: number;
}

// Real money only: demo and free-play accounts (isAgent 4) and their play-money rounds are left
// out; a cancelled round moved no money.
const DEMO_ACCOUNT = 4;

/** Reads and keeps the dashboard's figures per site and day (table site_day_stats). */
@Injectable()
export class ConsoleDashboardRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async timeZoneOf(merchantId: number): Promise<string> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { timezone: true },
    });
    return merchant.timezone;
  }

  /** The last `count` days of the site's calendar, today first, with the moment each ends. */
  lastDays(now: Date, timeZone: string, count: number) {
    return this.prisma.$queryRaw<{ day: string; endsAt: Date }[]>`
      SELECT to_char(d, 'YYYY-MM-DD') AS day,
             ((d + 1)::timestamp AT TIME ZONE ${timeZone}) AS "endsAt"
      FROM (SELECT (${now}::timestamptz AT TIME ZONE ${timeZone})::date - i AS d, i
            FROM generate_series(0, ${count - 1}::int) AS i) AS days
      ORDER BY i`;
  }

  async stored(merchantId: number, days: string[]): Promise<DayFigures[]> {
    const rows = await this.prisma.siteDayStats.findMany({
      where: { merchantId, day: { in: days.map((day) => new Date(`${day}T00:00:00Z`)) } },
    });
    return rows.map((row) => ({
      day: row.day.toISOString().slice(0, 10),
      newMembers: row.newMembers,
      activePlayers: row.activePlayers,
      logins: row.logins,
      total: {
        code: '',
        bets: row.bets,
        stakes: row.stakes.toFixed(2),
        payouts: row.payouts.toFixed(2),
      },
      // Written by keep() below, in this shape only.
      byCategory: row.byCategory as unknown as BetFigures[],
      byVendor: row.byVendor as unknown as BetFigures[],
      computedAt: row.computedAt,
    }));
  }

  /** Counts the day from the site's members, sessions and bets, and keeps the result. */
  async compute(
    merchantId: number,
    day: string,
    timeZone: string,
    computedAt: Date,
  ): Promise<DayFigures> {
    const bounds = Prisma.sql`
      SELECT (${day}::date)::timestamp AT TIME ZONE ${timeZone} AS start_at,
             (${day}::date + 1)::timestamp AT TIME ZONE ${timeZone} AS end_at`;
    const [counts, groups] = await Promise.all([
      this.prisma.$queryRaw<{ newMembers: number; logins: number }[]>`
        WITH b AS (${bounds})
        SELECT
          (SELECT count(*) FROM member m, b
           WHERE m.merchant_id = ${merchantId} AND m.is_agent <> ${DEMO_ACCOUNT}
             AND m.created_at >= b.start_at AND m.created_at < b.end_at)::int AS "newMembers",
          (SELECT count(*) FROM member_session s JOIN member m ON m.id = s.member_id, b
           WHERE m.merchant_id = ${merchantId} AND m.is_agent <> ${DEMO_ACCOUNT}
             AND s.created_at >= b.start_at AND s.created_at < b.end_at)::int AS logins`,
      this.prisma.$queryRaw<BetGroupRow[]>`
        WITH b AS (${bounds})
        SELECT r.category_code AS category, v.code AS vendor, count(*)::int AS bets,
               sum(r.stake)::text AS stakes, sum(r.payout)::text AS payouts,
               count(DISTINCT r.member_id)::int AS players
        FROM bet_record r JOIN vendor v ON v.id = r.vendor_id, b
        WHERE r.merchant_id = ${merchantId} AND NOT r.is_demo AND r.status <> 'CANCELLED'
          AND r.placed_at >= b.start_at AND r.placed_at < b.end_at
        GROUP BY GROUPING SETS ((r.category_code), (v.code), ())`,
    ]);
    const figures = (row: BetGroupRow, code: string): BetFigures => ({
      code,
      bets: row.bets,
      stakes: Number(row.stakes).toFixed(2),
      payouts: Number(row.payouts).toFixed(2),
    });
    const whole = groups.find((row) => row.category === null && row.vendor === null);
    const result: DayFigures = {
      day,
      newMembers: counts[0].newMembers,
      logins: counts[0].logins,
      activePlayers: whole?.players ?? 0,
      total: whole ? figures(whole, '') : { code: '', bets: 0, stakes: '0.00', payouts: '0.00' },
      byCategory: groups
        .filter((row) => row.category !== null)
        .map((row) => figures(row, row.category ?? '')),
      byVendor: groups
        .filter((row) => row.vendor !== null)
        .map((row) => figures(row, row.vendor ?? '')),
      computedAt,
    };
    await this.keep(merchantId, result);
    return result;
  }

  private async keep(merchantId: number, figures: DayFigures): Promise<void> {
    const row = {
      newMembers: figures.newMembers,
      activePlayers: figures.activePlayers,
      logins: figures.logins,
      bets: figures.total.bets,
      stakes: figures.total.stakes,
      payouts: figures.total.payouts,
      // Plain objects of strings and numbers: JSON as they are.
      byCategory: figures.byCategory as unknown as Prisma.InputJsonValue,
      byVendor: figures.byVendor as unknown as Prisma.InputJsonValue,
      computedAt: figures.computedAt,
    };
    const day = new Date(`${figures.day}T00:00:00Z`);
    await this.prisma.siteDayStats.upsert({
      where: { merchantId_day: { merchantId, day } },
      create: { merchantId, day, ...row },
      update: row,
    });
  }
}
