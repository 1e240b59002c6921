import { Inject, Injectable } from '@nestjs/common';
import { withinDays, type DayRange, type PageWindow } from '../common/day-range.js';
import { subtreeLike } from '../common/subtree.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  Prisma,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '../generated/prisma/client.js';
import { MEMBER_TO_MEMBER_KINDS } from './entry-kinds.js';
import {
  depositReconciliationQuery,
  vendorRoundReconciliationQuery,
  walletReconciliationQuery,
  type DepositReconciliationRow,
  type ReconciledDay,
  type VendorRoundReconciliationRow,
  type WalletMismatchRow,
} from './reconciliation-queries.js';

/** A client or an open transaction: a read inside a caller's transaction sees its rows. */
export type LedgerReader = Prisma.TransactionClient | PrismaClient;

export interface MemberLineFilter {
  memberId: number;
  range: DayRange;
  /** Only entries of these kinds (all when absent). */
  kinds?: readonly JournalEntryKind[];
  /** Only money in (positive lines) or out (negative lines). */
  direction?: 'IN' | 'OUT';
}

/** The lines of every member below an agent (its subtree: common/subtree.ts). */
export interface SubtreeLineFilter extends Omit<MemberLineFilter, 'memberId'> {
  merchantId: number;
  subtreePath: string;
}

/** One line of a member's wallet, with what its entry points at. */
export interface MemberLine {
  id: string;
  entryId: string;
  time: Date;
  kind: JournalEntryKind;
  accountKind: LedgerAccountKind;
  walletVendor: string | null;
  amount: string;
  balanceAfter: string;
  betId: string | null;
  scope: string;
  key: string;
}

/** A line of one of the accounts an operator looks at, with its entry's kind. */
export interface AccountLine {
  entryId: bigint;
  kind: JournalEntryKind;
  accountId: number;
  amount: Prisma.Decimal;
  balanceAfter: Prisma.Decimal;
  createdAt: Date;
}

export interface MemberLineTotals {
  count: number;
  moneyIn: string;
  moneyOut: string;
}

/** A member's game and deposit sums since `from`. Net: wins minus stakes (negative: lost). */
export interface PeriodSums {
  from: Date;
  net: string;
  wagered: string;
  deposited: string;
  /** Minutes with at least one bet. */
  minutesPlayed: number;
}

export interface MemberPeriods {
  day: PeriodSums;
  week: PeriodSums;
  month: PeriodSums;
}

// The member's lines on its own real-money wallets: those of its own entries, and the money
// other members transferred or distributed to it (a member-to-member entry is its sender's, the receiver's line
// is on the receiver's MAIN). Lines of zero (the credit closing a lost round, an "all back to
// main" with nothing to move) change no balance and are left out. Every statement starts from the
// member's id (its entries, or its MAIN account's lines), so a member's rows are all it can reach.
function memberLineSource(filter: MemberLineFilter): Prisma.Sql {
  const lineConditions = lineConditionsOf(filter);
  const columns = Prisma.sql`
    l.id, e.id AS entry_id, e.created_at, e.kind, a.kind AS account_kind, a.vendor_id, l.amount,
    l.balance_after, e.bet_id, e.idempotency_scope, e.idempotency_key`;
  const own = Prisma.sql`
    SELECT ${columns}
    FROM journal_entry e
    JOIN journal_line l ON l.entry_id = e.id
    JOIN ledger_account a ON a.id = l.account_id
    WHERE e.member_id = ${filter.memberId}
      AND ${withinDays(Prisma.sql`e.created_at`, filter.range)}
      AND a.member_id = ${filter.memberId} AND a.kind IN ('MAIN', 'VENDOR')
      AND ${Prisma.join(lineConditions, ' AND ')}`;
  const received = filter.kinds
    ? MEMBER_TO_MEMBER_KINDS.filter((kind) => filter.kinds?.includes(kind))
    : MEMBER_TO_MEMBER_KINDS;
  if (received.length === 0 || filter.direction === 'OUT') return Prisma.sql`FROM (${own}) m`;
  const receivedKinds = Prisma.join(
    received.map((kind) => Prisma.sql`${kind}::"JournalEntryKind"`),
  );
  const receivedLines = Prisma.sql`
    SELECT ${columns}
    FROM ledger_account a
    JOIN journal_line l ON l.account_id = a.id
    JOIN journal_entry e ON e.id = l.entry_id
    WHERE a.member_id = ${filter.memberId} AND a.kind = 'MAIN'
      AND ${withinDays(Prisma.sql`l.created_at`, filter.range)}
      AND e.kind IN (${receivedKinds}) AND e.member_id <> ${filter.memberId}
      AND ${Prisma.join(lineConditions, ' AND ')}`;
  return Prisma.sql`FROM (${own} UNION ALL ${receivedLines}) m`;
}

// The lines on the wallets of every member of an agent's subtree, limited on the wallet owner's
// ancestry path (common/subtree.ts): a transfer a member received is a line on its own MAIN, so
// it is among them though its entry is the sender's.
function subtreeLineSource(
  filter: SubtreeLineFilter,
  joins: Prisma.Sql = Prisma.empty,
): Prisma.Sql {
  return Prisma.sql`
    FROM journal_entry e
    JOIN journal_line l ON l.entry_id = e.id
    JOIN ledger_account a ON a.id = l.account_id
    JOIN member m ON m.id = a.member_id
    ${joins}
    WHERE e.merchant_id = ${filter.merchantId}
      AND ${withinDays(Prisma.sql`e.created_at`, filter.range)}
      AND m.ancestry_path LIKE ${subtreeLike(filter.subtreePath)}
      AND a.kind IN ('MAIN', 'VENDOR')
      AND ${Prisma.join(lineConditionsOf(filter), ' AND ')}`;
}

// What every wallet-line read asks of a line: not zero (the credit closing a lost round, an "all
// back to main" with nothing to move change no balance), of the kinds and direction asked.
function lineConditionsOf(filter: Omit<MemberLineFilter, 'memberId'>): Prisma.Sql[] {
  const conditions = [Prisma.sql`l.amount <> 0`];
  if (filter.kinds) {
    conditions.push(
      Prisma.sql`e.kind IN (${Prisma.join(filter.kinds.map((kind) => Prisma.sql`${kind}::"JournalEntryKind"`))})`,
    );
  }
  if (filter.direction) {
    conditions.push(
      filter.direction === 'IN' ? Prisma.sql`l.amount > 0` : Prisma.sql`l.amount < 0`,
    );
  }
  return conditions;
}

// The statements are built apart from running them, so the index checks EXPLAIN exactly these.

export function memberLinePageQuery(filter: MemberLineFilter, page: PageWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT m.id::text AS id, m.entry_id::text AS "entryId", m.created_at AS time,
           m.kind::text AS kind, m.account_kind::text AS "accountKind", v.code AS "walletVendor",
           m.amount::text AS amount, m.balance_after::text AS "balanceAfter",
           m.bet_id::text AS "betId", m.idempotency_scope AS scope, m.idempotency_key AS key
    ${memberLineSource(filter)}
    LEFT JOIN vendor v ON v.id = m.vendor_id
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export function memberLineTotalsQuery(filter: MemberLineFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS count,
           COALESCE(sum(m.amount) FILTER (WHERE m.amount > 0), 0)::text AS "moneyIn",
           COALESCE(sum(m.amount) FILTER (WHERE m.amount < 0), 0)::text AS "moneyOut"
    ${memberLineSource(filter)}`;
}

/** A page of the subtree's wallet lines, newest first, each with its member's account. */
export function subtreeLinePageQuery(filter: SubtreeLineFilter, page: PageWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT l.id::text AS id, e.id::text AS "entryId", e.created_at AS time, e.kind::text AS kind,
           a.kind::text AS "accountKind", v.code AS "walletVendor", l.amount::text AS amount,
           l.balance_after::text AS "balanceAfter", e.bet_id::text AS "betId",
           e.idempotency_scope AS scope, e.idempotency_key AS key, m.account
    ${subtreeLineSource(filter, Prisma.sql`LEFT JOIN vendor v ON v.id = a.vendor_id`)}
    ORDER BY e.created_at DESC, l.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

const GAME_KINDS = Prisma.sql`('BET_DEBIT', 'WIN_CREDIT', 'REFUND', 'ROLLBACK', 'PRIZE_CREDIT', 'WIN_ROLLBACK')`;

// The member's money in the operator's calendar periods: game entries and deposits on its own
// wallets, read through journal_entry (member_id, kind, created_at). Time played counts the
// minutes with at least one bet. The periods follow the database's clock, the one that stamps
// the entries they add up.
export function memberPeriodsQuery(memberId: number, timezone: string): Prisma.Sql {
  return Prisma.sql`
  WITH bounds AS (
    SELECT date_trunc('day', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS day,
           date_trunc('week', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS week,
           date_trunc('month', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS month)
  SELECT b.day, b.week, b.month,
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.day), 0)::text AS "netDay",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.week), 0)::text AS "netWeek",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.month), 0)::text AS "netMonth",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.day), 0)::text AS "wageredDay",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.week), 0)::text AS "wageredWeek",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.month), 0)::text AS "wageredMonth",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.day), 0)::text AS "depositedDay",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.week), 0)::text AS "depositedWeek",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.month), 0)::text AS "depositedMonth",
    count(DISTINCT date_trunc('minute', e.created_at)) FILTER (WHERE e.kind = 'BET_DEBIT' AND e.created_at >= b.week)::int AS "minutesWeek",
    count(DISTINCT date_trunc('minute', e.created_at)) FILTER (WHERE e.kind = 'BET_DEBIT' AND e.created_at >= b.month)::int AS "minutesMonth"
  FROM bounds b
  LEFT JOIN journal_entry e ON e.member_id = ${memberId}
    AND e.kind IN ('BET_DEBIT', 'WIN_CREDIT', 'REFUND', 'ROLLBACK', 'DEPOSIT')
    AND e.created_at >= least(b.day, b.week, b.month)
  LEFT JOIN journal_line l ON l.entry_id = e.id
    AND l.account_id IN (SELECT id FROM ledger_account
                         WHERE member_id = ${memberId} AND kind IN ('MAIN', 'VENDOR'))
  GROUP BY b.day, b.week, b.month`;
}

/** One vendor's game movements of one day, from its house account's side. */
export interface VendorDayRow {
  vendor: string;
  day: string;
  betCount: number;
  betTotal: string;
  winCount: number;
  winTotal: string;
  rollbackCount: number;
  rollbackTotal: string;
  net: string;
}

// A vendor's real-money game movements per day, read from the lines of its HOUSE_GAME account
// (one per operator and vendor): the (account_id, created_at) index gives exactly that vendor's
// lines of those days; demo play has its own house account and stays out. Seen from the house,
// a bet is money in and a win or rollback money out, so the day's sum is the house's net.
export function vendorDayTotalsQuery(
  merchantId: number,
  range: DayRange,
  vendorCode?: string,
): Prisma.Sql {
  const vendor = vendorCode ? Prisma.sql`AND v.code = ${vendorCode}` : Prisma.empty;
  return Prisma.sql`
    SELECT v.code AS vendor,
           to_char(l.created_at AT TIME ZONE ${range.timezone}, 'YYYY-MM-DD') AS day,
           count(*) FILTER (WHERE e.kind = 'BET_DEBIT')::int AS "betCount",
           COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'BET_DEBIT'), 0)::text AS "betTotal",
           count(*) FILTER (WHERE e.kind = 'WIN_CREDIT')::int AS "winCount",
           COALESCE(-sum(l.amount) FILTER (WHERE e.kind = 'WIN_CREDIT'), 0)::text AS "winTotal",
           count(*) FILTER (WHERE e.kind IN ('ROLLBACK', 'REFUND'))::int AS "rollbackCount",
           COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('ROLLBACK', 'REFUND')), 0)::text
             AS "rollbackTotal",
           sum(l.amount)::text AS net
    FROM ledger_account a
    JOIN vendor v ON v.id = a.vendor_id
    JOIN journal_line l ON l.account_id = a.id
    JOIN journal_entry e ON e.id = l.entry_id
    WHERE a.merchant_id = ${merchantId} AND a.member_id IS NULL AND a.kind = 'HOUSE_GAME'
      ${vendor}
      AND ${withinDays(Prisma.sql`l.created_at`, range)}
      AND e.kind IN ${GAME_KINDS}
    GROUP BY v.code, day
    ORDER BY day, v.code`;
}

// A row's xmin is a 32-bit transaction id; a snapshot's bounds are 64-bit (xid8). A line visible
// to the statement was written by a transaction below the statement's snapshot's xmax, so its
// 64-bit id is the one below that xmax with the same low 32 bits.
const LINE_XID = Prisma.sql`(pg_snapshot_xmax(r.current)::text::bigint
  - ((pg_snapshot_xmax(r.current)::text::bigint % 4294967296) - l.xmin::text::bigint + 4294967296)
    % 4294967296)::text::xid8`;

/**
 * CTEs for the caller's statement, ending in `wallet_sums` (member_id, day, kind, direction,
 * lines, amount): the member wallet lines (MAIN and vendor wallets, not zero) of every
 * transaction that committed since the cursor's last read, summed per member, operator day and
 * entry kind, and the cursor moved past them in the same statement. The statement's snapshot
 * decides: the lines visible to it and not to the last read's snapshot are the new ones, so a
 * transaction that took its line ids before another but committed after it is read once, on
 * the read after its commit. `handedOut` is the last line id given out before the statement.
 */
function walletLinesSinceQuery(cursor: string, handedOut: bigint): Prisma.Sql {
  const history = Prisma.sql`unnest(r.ends || ${handedOut}::bigint,
    r.xmaxes || pg_snapshot_xmax(r.current)::text::bigint) AS h(line_id, xmax)`;
  const ended = Prisma.sql`h.xmax <= pg_snapshot_xmin(r.current)::text::bigint`;
  return Prisma.sql`
    journal_read AS MATERIALIZED (
      SELECT c.low, c.ends, c.xmaxes, pg_current_snapshot() AS current,
             -- A snapshot ahead of this one comes from another cluster (a restored dump): it
             -- tells nothing here, so every line above low is new ('1:1:' sees no transaction).
             CASE WHEN pg_snapshot_xmax(c.snapshot::pg_snapshot)
                       <= pg_snapshot_xmax(pg_current_snapshot())
                  THEN c.snapshot::pg_snapshot ELSE '1:1:'::pg_snapshot END AS previous
      FROM journal_cursor c WHERE c.name = ${cursor}
    ), journal_cursor_moved AS (
      UPDATE journal_cursor c
      SET snapshot = r.current::text,
          low = GREATEST(c.low, COALESCE((SELECT max(h.line_id) FROM ${history} WHERE ${ended}), 0)),
          ends = ARRAY(SELECT h.line_id FROM ${history} WHERE NOT ${ended} ORDER BY h.line_id),
          xmaxes = ARRAY(SELECT h.xmax FROM ${history} WHERE NOT ${ended} ORDER BY h.line_id)
      FROM journal_read r
      WHERE c.name = ${cursor}
    ), wallet_sums AS (
      SELECT a.member_id, (e.created_at AT TIME ZONE mc.timezone)::date AS day, e.kind,
             CASE WHEN l.amount > 0 THEN 'IN' ELSE 'OUT' END::"MoneyDirection" AS direction,
             count(*)::int AS lines, sum(l.amount) AS amount
      FROM journal_read r
      JOIN journal_line l ON l.id > r.low
      JOIN journal_entry e ON e.id = l.entry_id
      JOIN ledger_account a ON a.id = l.account_id
      JOIN merchant mc ON mc.id = a.merchant_id
      WHERE a.kind IN ('MAIN', 'VENDOR') AND l.amount <> 0
        AND NOT pg_visible_in_snapshot(${LINE_XID}, r.previous)
      GROUP BY 1, 2, 3, 4
    )`;
}

interface PeriodsRow {
  day: Date;
  week: Date;
  month: Date;
  netDay: string;
  netWeek: string;
  netMonth: string;
  wageredDay: string;
  wageredWeek: string;
  wageredMonth: string;
  depositedDay: string;
  depositedWeek: string;
  depositedMonth: string;
  minutesWeek: number;
  minutesMonth: number;
}

function periodSums(from: Date, net: string, wagered: string, deposited: string, minutes: number) {
  return { from, net, wagered, deposited, minutesPlayed: minutes };
}

/**
 * The ledger's read port: what features may read of the journal. Amounts are exact decimal
 * strings at the ledger's scale (six decimals); a feature writes them in its operator's currency
 * (amountsInCurrency) before they leave the API. The journal's tables are read
 * here and in the ledger's repository, nowhere else, so their shape can change in one place.
 */
@Injectable()
export class LedgerReads {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** A page of the member's wallet lines, newest first. */
  memberLinePage(filter: MemberLineFilter, page: PageWindow): Promise<MemberLine[]> {
    return this.prisma.$queryRaw<MemberLine[]>(memberLinePageQuery(filter, page));
  }

  async memberLineTotals(filter: MemberLineFilter): Promise<MemberLineTotals> {
    const [row] = await this.prisma.$queryRaw<MemberLineTotals[]>(memberLineTotalsQuery(filter));
    if (!row) throw new Error('the line totals answered no row');
    return row;
  }

  /** A page of the wallet lines of every member below an agent, newest first. */
  subtreeLinePage(
    filter: SubtreeLineFilter,
    page: PageWindow,
  ): Promise<(MemberLine & { account: string })[]> {
    return this.prisma.$queryRaw<(MemberLine & { account: string })[]>(
      subtreeLinePageQuery(filter, page),
    );
  }

  /** A page of these accounts' lines, newest first, and how many there are. */
  async accountLinePage(
    accountIds: number[],
    skip: number,
    take: number,
  ): Promise<{ total: number; lines: AccountLine[] }> {
    const where = { accountId: { in: accountIds } };
    const [total, lines] = await Promise.all([
      this.prisma.journalLine.count({ where }),
      this.prisma.journalLine.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: {
          entryId: true,
          accountId: true,
          amount: true,
          balanceAfter: true,
          createdAt: true,
        },
      }),
    ]);
    const entries = await this.prisma.journalEntry.findMany({
      where: { id: { in: lines.map((line) => line.entryId) } },
      select: { id: true, kind: true },
    });
    const kindOf = new Map(entries.map((entry) => [entry.id, entry.kind]));
    return {
      total,
      lines: lines.flatMap((line) => {
        const kind = kindOf.get(line.entryId);
        return kind ? [{ ...line, kind }] : [];
      }),
    };
  }

  /** The member's sums this day, week and month of the operator's calendar. */
  async memberPeriods(
    memberId: number,
    timezone: string,
    db: LedgerReader = this.prisma,
  ): Promise<MemberPeriods> {
    const [row] = await db.$queryRaw<PeriodsRow[]>(memberPeriodsQuery(memberId, timezone));
    if (!row) throw new Error('the period sums answered no row');
    return {
      day: periodSums(row.day, row.netDay, row.wageredDay, row.depositedDay, 0),
      week: periodSums(row.week, row.netWeek, row.wageredWeek, row.depositedWeek, row.minutesWeek),
      month: periodSums(
        row.month,
        row.netMonth,
        row.wageredMonth,
        row.depositedMonth,
        row.minutesMonth,
      ),
    };
  }

  /** Each vendor's game movements per day of the range (one vendor's when `vendorCode`). */
  vendorDayTotals(
    merchantId: number,
    range: DayRange,
    vendorCode?: string,
  ): Promise<VendorDayRow[]> {
    return this.prisma.$queryRaw<VendorDayRow[]>(
      vendorDayTotalsQuery(merchantId, range, vendorCode),
    );
  }

  /**
   * The daily reconciliation's three reads of a site's day (reconciliation-queries.ts): the
   * member wallets whose lines do not agree, the deposits beside their credits, and the
   * vendors' rounds beside their entries.
   */
  async walletMismatches(
    merchantId: number,
    day: ReconciledDay,
  ): Promise<{ compared: number; wallets: WalletMismatchRow[] }> {
    const rows = await this.prisma.$queryRaw<WalletMismatchRow[]>(
      walletReconciliationQuery(merchantId, day),
    );
    return {
      compared: rows[0]?.compared ?? 0,
      wallets: rows.filter((row) => row.accountId !== null),
    };
  }

  depositReconciliation(
    merchantId: number,
    day: ReconciledDay,
    gateway: string,
  ): Promise<DepositReconciliationRow[]> {
    return this.prisma.$queryRaw<DepositReconciliationRow[]>(
      depositReconciliationQuery(merchantId, day, gateway),
    );
  }

  vendorRoundReconciliation(
    merchantId: number,
    day: ReconciledDay,
  ): Promise<VendorRoundReconciliationRow[]> {
    return this.prisma.$queryRaw<VendorRoundReconciliationRow[]>(
      vendorRoundReconciliationQuery(merchantId, day),
    );
  }

  /** The member's game net result since `from` (wins minus stakes). */
  async memberGameNetSince(memberId: number, from: Date): Promise<string> {
    const [row] = await this.prisma.$queryRaw<{ net: string }[]>`
      SELECT COALESCE(sum(l.amount), 0)::text AS net
      FROM journal_entry e JOIN journal_line l ON l.entry_id = e.id
      WHERE e.member_id = ${memberId} AND e.kind IN ${GAME_KINDS} AND e.created_at >= ${from}
        AND l.account_id IN (SELECT id FROM ledger_account
                             WHERE member_id = ${memberId} AND kind IN ('MAIN', 'VENDOR'))`;
    return row?.net ?? '0';
  }

  /**
   * The member's entries of `kinds` between `since` and `until` (both included), per kind: how
   * many, and their sum on the member's MAIN wallet (a credit positive, a debit negative).
   */
  async memberMainTotalsByKind<Kind extends JournalEntryKind>(
    memberId: number,
    kinds: readonly Kind[],
    since: Date,
    until: Date,
  ): Promise<{ kind: Kind; count: number; total: string }[]> {
    return this.prisma.$queryRaw`
      SELECT e.kind::text AS kind, count(*)::int AS count, round(sum(l.amount), 2)::text AS total
      FROM journal_entry e
      JOIN journal_line l ON l.entry_id = e.id
      JOIN ledger_account a ON a.id = l.account_id AND a.kind = 'MAIN' AND a.member_id = e.member_id
      WHERE e.member_id = ${memberId}
        AND e.kind::text = ANY(${[...kinds]})
        AND e.created_at >= ${since} AND e.created_at <= ${until}
      GROUP BY e.kind
      ORDER BY e.kind`;
  }

  /** Whether the member has an entry of this kind (a first deposit or withdrawal). */
  async memberHasEntry(
    memberId: number,
    kind: JournalEntryKind,
    db: LedgerReader = this.prisma,
  ): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM journal_entry
      WHERE member_id = ${memberId} AND kind = ${kind}::"JournalEntryKind" LIMIT 1`;
    return rows.length > 0;
  }

  /**
   * Starts a read of the wallet lines posted since the cursor's last read, in the caller's
   * transaction: waits for any other read of this cursor (its row locked to the end of `tx`),
   * and answers the CTEs (walletLinesSinceQuery) the caller's one statement starts with, which
   * read the lines and move the cursor together: each line is read exactly once, the statement
   * commits or rolls back with what it does with them. No trigger on the journal: the wallet's
   * postings gain no write.
   */
  async newWalletLines(tx: Prisma.TransactionClient, cursor: string): Promise<Prisma.Sql> {
    const locked = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM journal_cursor WHERE name = ${cursor} FOR UPDATE`;
    if (locked.length === 0) throw new Error(`no journal cursor ${cursor}`);
    // Read before the statement's snapshot is taken: every line id up to it belongs to a
    // transaction that snapshot either sees or knows to be in flight.
    const [sequence] = await tx.$queryRaw<{ handedOut: bigint }[]>`
      SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END AS "handedOut"
      FROM journal_line_id_seq`;
    return walletLinesSinceQuery(cursor, sequence?.handedOut ?? 0n);
  }

  /** The entry an idempotency key posted, or null (a retried request finds its own). */
  async entryOfKey(
    scope: string,
    key: string,
    db: LedgerReader = this.prisma,
  ): Promise<bigint | null> {
    const [row] = await db.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM journal_entry WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`;
    return row?.id ?? null;
  }

  /**
   * An account's balance with its row locked until the caller's transaction ends: an amount
   * taken "as far as the balance goes" in that transaction is what is there.
   */
  async lockedBalance(tx: Prisma.TransactionClient, accountId: number): Promise<Prisma.Decimal> {
    const [row] = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
      SELECT balance FROM ledger_account WHERE id = ${accountId} FOR UPDATE`;
    if (!row) throw new Error(`no ledger account ${accountId}`);
    return row.balance;
  }

  /** Whether an entry with this idempotency key was posted (a retried request). */
  async entryPosted(scope: string, key: string, db: LedgerReader = this.prisma): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM journal_entry WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`;
    return rows.length > 0;
  }
}
