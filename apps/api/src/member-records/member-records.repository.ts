import { Inject, Injectable } from '@nestjs/common';
import type {
  AccountRecordType,
  BetRecordStatus,
  GameCategory,
  ProfitGrouping,
  ProfitRow,
} from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  Prisma,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '../generated/prisma/client.js';

/** Whole days in the operator's time zone; the bounds are cut by Postgres' own zone data. */
export interface DayRange {
  from: string;
  to: string;
  timezone: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

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

export interface LineFilter {
  memberId: number;
  range: DayRange;
  type?: AccountRecordType;
}

export interface LineRow {
  id: string;
  entryId: string;
  time: Date;
  kind: JournalEntryKind;
  accountKind: LedgerAccountKind;
  walletVendor: string | null;
  amount: string;
  balanceAfter: string;
  betVendor: string | null;
  roundId: string | null;
  depositId: number | null;
  depositStatus: string | null;
  withdrawalId: number | null;
  withdrawalStatus: string | null;
}

export interface LineTotalsRow {
  count: number;
  moneyIn: string;
  moneyOut: string;
}

export interface ProfitTotalsRow {
  groups: number;
  rounds: number;
  stake: string;
  payout: string;
  net: string;
}

/** Money sums as exact decimal strings; an empty set sums to 0.00. */
const total = (expression: Prisma.Sql) =>
  Prisma.sql`COALESCE(sum(${expression}), 0)::numeric(20,2)::text`;

function withinDays(column: Prisma.Sql, range: DayRange): Prisma.Sql {
  return Prisma.sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE ${range.timezone})
    AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timezone})`;
}

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

const TYPE_CONDITION: Readonly<Record<AccountRecordType, Prisma.Sql>> = {
  TRANSFER_IN: Prisma.sql`e.kind IN ('TRANSFER', 'MEMBER_TRANSFER') AND l.amount > 0`,
  TRANSFER_OUT: Prisma.sql`e.kind IN ('TRANSFER', 'MEMBER_TRANSFER') AND l.amount < 0`,
  BET: Prisma.sql`e.kind = 'BET_DEBIT'`,
  WIN: Prisma.sql`e.kind = 'WIN_CREDIT'`,
  ROLLBACK: Prisma.sql`e.kind = 'ROLLBACK'`,
  ADJUSTMENT: Prisma.sql`e.kind = 'ADJUSTMENT'`,
  REFUND: Prisma.sql`e.kind = 'REFUND'`,
  DEPOSIT: Prisma.sql`e.kind = 'DEPOSIT'`,
  WITHDRAWAL: Prisma.sql`e.kind = 'WITHDRAWAL_HOLD'`,
  WITHDRAWAL_RETURNED: Prisma.sql`e.kind = 'WITHDRAWAL_RELEASE'`,
  BONUS: Prisma.sql`e.kind = 'BONUS_GRANT'`,
  REBATE: Prisma.sql`e.kind = 'REBATE'`,
  POINTS: Prisma.sql`e.kind = 'POINT_CONVERSION'`,
  SALARY: Prisma.sql`e.kind = 'SALARY'`,
  DIVIDEND: Prisma.sql`e.kind = 'DIVIDEND'`,
};

// The member's lines on their own real-money wallets. Lines of zero (the credit closing a lost
// round, an "all back to main" with nothing to move) change no balance and are left out.
function lineSource(filter: LineFilter, references: boolean): Prisma.Sql {
  return Prisma.sql`
    FROM journal_entry e
    JOIN journal_line l ON l.entry_id = e.id
    JOIN ledger_account a ON a.id = l.account_id
    ${
      references
        ? Prisma.sql`LEFT JOIN vendor av ON av.id = a.vendor_id
            LEFT JOIN bet_record b ON b.id = e.bet_id
            LEFT JOIN vendor bv ON bv.id = b.vendor_id
            LEFT JOIN deposit d ON d.member_id = e.member_id AND d.id = CASE
              WHEN e.kind = 'DEPOSIT' AND e.idempotency_scope = 'deposit'
              THEN e.idempotency_key::int END
            LEFT JOIN withdrawal w ON w.member_id = e.member_id AND w.id = CASE
              WHEN e.kind IN ('WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE')
              THEN e.idempotency_key::int END`
        : Prisma.empty
    }
    WHERE e.member_id = ${filter.memberId}
      AND ${withinDays(Prisma.sql`e.created_at`, filter.range)}
      AND a.member_id = ${filter.memberId} AND a.kind IN ('MAIN', 'VENDOR')
      AND l.amount <> 0
      ${filter.type ? Prisma.sql`AND ${TYPE_CONDITION[filter.type]}` : Prisma.empty}`;
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
           COALESCE(sum(b.payout - b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)
             ::numeric(20,2)::text AS "winLoss"
    FROM bet_record b WHERE ${betCondition(filter)}`;
}

export function linePageQuery(filter: LineFilter, page: PageWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT l.id::text AS id, e.id::text AS "entryId", e.created_at AS time, e.kind::text AS kind,
           a.kind::text AS "accountKind", av.code AS "walletVendor", l.amount::text AS amount,
           l.balance_after::text AS "balanceAfter", bv.code AS "betVendor", b.round_id AS "roundId",
           d.id AS "depositId", d.status::text AS "depositStatus",
           w.id AS "withdrawalId", w.status::text AS "withdrawalStatus"
    ${lineSource(filter, true)}
    ORDER BY e.created_at DESC, l.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export function lineTotalsQuery(filter: LineFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS count,
           COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::numeric(20,2)::text AS "moneyIn",
           COALESCE(sum(l.amount) FILTER (WHERE l.amount < 0), 0)::numeric(20,2)::text AS "moneyOut"
    ${lineSource(filter, false)}`;
}

export function profitPageQuery(
  filter: BetFilter,
  grouping: ProfitGrouping,
  page: PageWindow,
): Prisma.Sql {
  const settled = Prisma.sql`${betCondition(filter)} AND b.status = 'SETTLED'`;
  const sums = Prisma.sql`count(*)::int AS rounds, sum(b.stake) AS stake, sum(b.payout) AS payout`;
  const figures = Prisma.sql`g.rounds, g.stake::numeric(20,2)::text AS stake,
    g.payout::numeric(20,2)::text AS payout, (g.payout - g.stake)::numeric(20,2)::text AS net`;
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

  merchantContext(merchantId: number): Promise<{ timezone: string; defaultLanguage: string }> {
    return this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { timezone: true, defaultLanguage: true },
    });
  }

  betPage(filter: BetFilter, language: string, page: PageWindow): Promise<BetRow[]> {
    return this.prisma.$queryRaw<BetRow[]>(betPageQuery(filter, language, page));
  }

  async betTotals(filter: BetFilter): Promise<BetTotalsRow> {
    return single(await this.prisma.$queryRaw<BetTotalsRow[]>(betTotalsQuery(filter)));
  }

  linePage(filter: LineFilter, page: PageWindow): Promise<LineRow[]> {
    return this.prisma.$queryRaw<LineRow[]>(linePageQuery(filter, page));
  }

  async lineTotals(filter: LineFilter): Promise<LineTotalsRow> {
    return single(await this.prisma.$queryRaw<LineTotalsRow[]>(lineTotalsQuery(filter)));
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
