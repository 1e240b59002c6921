import { Inject, Injectable } from '@nestjs/common';
import {
  currencyDecimals,
  type AccountRecordRequest,
  type BetRecordStatus,
  type GameCategory,
  type ProfitGrouping,
  type ProfitRow,
} from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { withinDays, type DayRange, type PageWindow } from '../common/day-range.js';
import { Prisma } from '../generated/prisma/client.js';

export interface BetFilter {
  memberId: number;
  range: DayRange;
  vendor?: string;
  category?: GameCategory;
}

export interface BetRow {
  id: string;
  roundId: string;
  placedAt: Date;
  settledAt: Date | null;
  vendor: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  category: string;
  stake: string;
  payout: string;
  winLoss: string | null;
  status: BetRecordStatus;
}

export interface BetTotalsRow {
  rounds: number;
  stake: string;
  payout: string;
  winLoss: string;
}

export interface LineReferenceIds {
  bets: string[];
  deposits: number[];
  withdrawals: number[];
}

export interface LineReferences {
  bets: Map<string, { vendor: string; roundId: string }>;
  deposits: Map<number, AccountRecordRequest>;
  withdrawals: Map<number, AccountRecordRequest>;
}

export interface ProfitTotalsRow {
  groups: number;
  rounds: number;
  stake: string;
  payout: string;
  net: string;
}

/** Money sums as exact decimal strings at the ledger's scale; an empty set sums to zero. */
const total = (expression: Prisma.Sql) => Prisma.sql`COALESCE(sum(${expression}), 0)::text`;

// Amounts leave these statements at the ledger's scale; the service writes them in the currency's.
// Every statement below starts from the member's id, so a member's rows are all it can reach;
// each is an index range scan (see member-records.spec.ts).
function betCondition(filter: BetFilter): Prisma.Sql {
  return Prisma.join(
    [
      Prisma.sql`b.member_id = ${filter.memberId}`,
      withinDays(Prisma.sql`b.placed_at`, filter.range),
      ...(filter.vendor
        ? [Prisma.sql`b.vendor_id = (SELECT id FROM vendor WHERE code = ${filter.vendor})`]
        : []),
      ...(filter.category ? [Prisma.sql`b.category_code = ${filter.category}`] : []),
    ],
    ' AND ',
  );
}

// The statements are built apart from running them, so the index checks EXPLAIN exactly these.

export function betPageQuery(filter: BetFilter, language: string, page: PageWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT b.id::text AS id, b.round_id AS "roundId", b.placed_at AS "placedAt",
           b.settled_at AS "settledAt", v.code AS vendor, v.name AS "vendorName",
           g.game_code AS "gameCode", COALESCE(n.name, g.name) AS "gameName",
           b.category_code AS category, b.stake::text AS stake, b.payout::text AS payout,
           CASE WHEN b.status = 'OPEN' THEN NULL ELSE (b.payout - b.stake)::text END AS "winLoss",
           b.status::text AS status
    FROM bet_record b
    JOIN vendor v ON v.id = b.vendor_id
    JOIN game g ON g.id = b.game_id
    LEFT JOIN game_name n ON n.game_id = b.game_id AND n.language = ${language}
    WHERE ${betCondition(filter)}
    ORDER BY b.placed_at DESC, b.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export function betTotalsQuery(filter: BetFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS rounds, ${total(Prisma.sql`b.stake`)} AS stake,
           ${total(Prisma.sql`b.payout`)} AS payout,
           COALESCE(sum(b.payout - b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)::text
             AS "winLoss"
    FROM bet_record b WHERE ${betCondition(filter)}`;
}

export function profitPageQuery(
  filter: BetFilter,
  grouping: ProfitGrouping,
  page: PageWindow,
): Prisma.Sql {
  const settled = Prisma.sql`${betCondition(filter)} AND b.status = 'SETTLED'`;
  const sums = Prisma.sql`count(*)::int AS rounds, sum(b.stake) AS stake, sum(b.payout) AS payout`;
  const figures = Prisma.sql`g.rounds, g.stake::text AS stake, g.payout::text AS payout,
    (g.payout - g.stake)::text AS net`;
  if (grouping === 'DAY') {
    return Prisma.sql`
      SELECT to_char(g.day, 'YYYY-MM-DD') AS key, to_char(g.day, 'YYYY-MM-DD') AS name, ${figures}
      FROM (SELECT (b.placed_at AT TIME ZONE ${filter.range.timezone})::date AS day, ${sums}
            FROM bet_record b WHERE ${settled} GROUP BY 1) g
      ORDER BY g.day DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`;
  }
  return Prisma.sql`
    SELECT v.code AS key, v.name AS name, ${figures}
    FROM (SELECT b.vendor_id, ${sums} FROM bet_record b WHERE ${settled} GROUP BY b.vendor_id) g
    JOIN vendor v ON v.id = g.vendor_id
    ORDER BY v.sort_order, v.id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export function profitTotalsQuery(filter: BetFilter, grouping: ProfitGrouping): Prisma.Sql {
  const group =
    grouping === 'DAY'
      ? Prisma.sql`(b.placed_at AT TIME ZONE ${filter.range.timezone})::date`
      : Prisma.sql`b.vendor_id`;
  return Prisma.sql`
    SELECT count(DISTINCT ${group})::int AS groups, count(*)::int AS rounds,
           ${total(Prisma.sql`b.stake`)} AS stake, ${total(Prisma.sql`b.payout`)} AS payout,
           ${total(Prisma.sql`b.payout - b.stake`)} AS net
    FROM bet_record b WHERE ${betCondition(filter)} AND b.status = 'SETTLED'`;
}

/** The member-centre records: bet rounds, wallet movements, and P&L sums of settled rounds. */
@Injectable()
export class MemberRecordsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The operator's calendar, language and the decimals of its currency (amounts are written in). */
  async merchantContext(
    merchantId: number,
  ): Promise<{ timezone: string; defaultLanguage: string; decimals: number }> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: {
        timezone: true,
        defaultLanguage: true,
        currencyCode: true,
        currencyDecimals: true,
      },
    });
    return {
      timezone: merchant.timezone,
      defaultLanguage: merchant.defaultLanguage,
      decimals: currencyDecimals(merchant.currencyCode, merchant.currencyDecimals),
    };
  }

  betPage(filter: BetFilter, language: string, page: PageWindow): Promise<BetRow[]> {
    return this.prisma.$queryRaw<BetRow[]>(betPageQuery(filter, language, page));
  }

  async betTotals(filter: BetFilter): Promise<BetTotalsRow> {
    return single(await this.prisma.$queryRaw<BetTotalsRow[]>(betTotalsQuery(filter)));
  }

  /**
   * What wallet lines point at: the rounds of bet lines, and the deposits and withdrawals (with
   * their state now) of request lines. Each read starts from the member, so a line can only name
   * the member's own rows.
   */
  async lineReferences(memberId: number, ids: LineReferenceIds): Promise<LineReferences> {
    const [bets, deposits, withdrawals] = await Promise.all([
      ids.bets.length === 0
        ? []
        : this.prisma.betRecord.findMany({
            where: { memberId, id: { in: ids.bets.map(BigInt) } },
            select: { id: true, roundId: true, vendor: { select: { code: true } } },
          }),
      ids.deposits.length === 0
        ? []
        : this.prisma.deposit.findMany({
            where: { memberId, id: { in: ids.deposits } },
            select: { id: true, status: true },
          }),
      ids.withdrawals.length === 0
        ? []
        : this.prisma.withdrawal.findMany({
            where: { memberId, id: { in: ids.withdrawals } },
            select: { id: true, status: true },
          }),
    ]);
    return {
      bets: new Map(
        bets.map((bet) => [String(bet.id), { vendor: bet.vendor.code, roundId: bet.roundId }]),
      ),
      deposits: new Map(
        deposits.map((row) => [row.id, { kind: 'DEPOSIT', id: row.id, status: row.status }]),
      ),
      withdrawals: new Map(
        withdrawals.map((row) => [row.id, { kind: 'WITHDRAWAL', id: row.id, status: row.status }]),
      ),
    };
  }

  profitPage(filter: BetFilter, grouping: ProfitGrouping, page: PageWindow): Promise<ProfitRow[]> {
    return this.prisma.$queryRaw<ProfitRow[]>(profitPageQuery(filter, grouping, page));
  }

  async profitTotals(filter: BetFilter, grouping: ProfitGrouping): Promise<ProfitTotalsRow> {
    return single(
      await this.prisma.$queryRaw<ProfitTotalsRow[]>(profitTotalsQuery(filter, grouping)),
    );
  }
}

// An aggregate without GROUP BY always answers one row.
function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('an aggregate answered no row');
  return row;
}
