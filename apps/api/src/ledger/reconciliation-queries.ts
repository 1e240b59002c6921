import { Prisma } from '../generated/prisma/client.js';

/** A UTC day of the daily reconciliation: from `start` (included) to `end` (excluded). */
export interface ReconciledDay {
  start: Date;
  end: Date;
}

// One statement per check and site, each read by its indexes; a check's figures come back for
// the subjects that disagree only (WALLET_BALANCE) or for every subject (a site has a few
// channels and vendors), with how many subjects were compared.

/** A member wallet whose day or balance row does not agree with its lines. */
export interface WalletMismatchRow {
  compared: number;
  accountId: number | null;
  member: string | null;
  kind: string | null;
  vendor: string | null;
  lines: number | null;
  opening: string | null;
  moved: string | null;
  closing: string | null;
  breaks: number | null;
  balance: string | null;
  lastLineBalance: string | null;
}

/**
 * Every member wallet of the site: the day's lines, in the order the ledger wrote them (line id),
 * must carry the balance on from the line before (the opening: the wallet's last line before the
 * day), and the wallet's balance row must be its newest line's balance. One row with the count
 * compared and nulls when all agree. The newest line is the highest id of the wallet's last
 * minute of lines: a transaction stamps its lines with its start, so a later id may carry an
 * earlier time, never by a minute (the posting time budget).
 */
export function walletReconciliationQuery(merchantId: number, day: ReconciledDay): Prisma.Sql {
  return Prisma.sql`
    WITH day_lines AS (
      SELECT l.id, l.account_id, l.amount, l.balance_after, l.created_at,
             lag(l.balance_after) OVER w AS previous_after, row_number() OVER w AS n
      FROM journal_entry e
      JOIN journal_line l ON l.entry_id = e.id
      JOIN ledger_account a ON a.id = l.account_id
      WHERE e.merchant_id = ${merchantId} AND e.created_at >= ${day.start}
        AND e.created_at < ${day.end} AND a.member_id IS NOT NULL
      WINDOW w AS (PARTITION BY l.account_id ORDER BY l.id)
    ), days AS (
      SELECT account_id, count(*)::int AS lines, sum(amount) AS moved,
             (array_agg(balance_after ORDER BY id DESC))[1] AS closing,
             count(*) FILTER (WHERE n > 1 AND previous_after + amount <> balance_after)::int
               AS breaks,
             min(id) AS first_id, min(created_at) AS first_at
      FROM day_lines GROUP BY account_id
    ), checked AS (
      SELECT a.id AS account_id, m.account AS member, a.kind::text AS kind, v.code AS vendor,
             d.lines, COALESCE(o.balance_after, 0) AS opening, d.moved, d.closing, d.breaks,
             a.balance, COALESCE(newest.balance_after, 0) AS last_line_balance
      FROM ledger_account a
      JOIN member m ON m.id = a.member_id
      LEFT JOIN vendor v ON v.id = a.vendor_id
      LEFT JOIN days d ON d.account_id = a.id
      LEFT JOIN LATERAL (
        SELECT p.balance_after FROM journal_line p
        WHERE d.account_id IS NOT NULL AND p.account_id = a.id AND p.id < d.first_id
          AND p.created_at <= d.first_at + interval '1 minute'
        ORDER BY p.created_at DESC, p.id DESC LIMIT 1) o ON true
      LEFT JOIN LATERAL (
        SELECT p.balance_after FROM journal_line p
        WHERE p.account_id = a.id AND p.created_at >= (
          SELECT max(q.created_at) FROM journal_line q WHERE q.account_id = a.id)
          - interval '1 minute'
        ORDER BY p.id DESC LIMIT 1) newest ON true
      WHERE a.merchant_id = ${merchantId} AND a.member_id IS NOT NULL
    )
    SELECT s.compared, c.account_id AS "accountId", c.member, c.kind, c.vendor, c.lines,
           c.opening::text AS opening, c.moved::text AS moved, c.closing::text AS closing,
           c.breaks, c.balance::text AS balance, c.last_line_balance::text AS "lastLineBalance"
    FROM (SELECT count(*)::int AS compared FROM checked) s
    LEFT JOIN checked c ON (c.lines IS NOT NULL
        AND (c.opening + c.moved <> c.closing OR c.breaks > 0))
      OR c.balance <> c.last_line_balance
    ORDER BY c.account_id`;
}

/** A deposit channel's, or the payment gateway's, deposits of the day beside the ledger's. */
export interface DepositReconciliationRow {
  check: 'DEPOSIT_CHANNEL' | 'PAYMENT_GATEWAY';
  subject: string;
  approvedCount: number;
  approvedTotal: string;
  creditedCount: number;
  creditedTotal: string;
  /** The gateway's: online deposits approved by someone other than the gateway. */
  withoutCallback: number;
}

/**
 * The deposits approved on the day and those whose DEPOSIT entry (scope "deposit", keyed by the
 * deposit's id) was posted on it, each with what its entry credited to MAIN: per channel, the
 * approvals beside the credits; for the gateway (online deposits), its paid callbacks (the
 * approvals it decided) beside the credits, and the online deposits approved without one. A
 * deposit approved just before midnight whose entry is stamped after it is counted on both days,
 * agreeing on each.
 */
export function depositReconciliationQuery(
  merchantId: number,
  day: ReconciledDay,
  gateway: string,
): Prisma.Sql {
  return Prisma.sql`
    WITH ids AS (
      SELECT d.id FROM deposit d
      WHERE d.status = 'APPROVED' AND d.decided_at >= ${day.start} AND d.decided_at < ${day.end}
        AND d.merchant_id = ${merchantId}
      UNION
      SELECT e.idempotency_key::int FROM journal_entry e
      WHERE e.merchant_id = ${merchantId} AND e.created_at >= ${day.start}
        AND e.created_at < ${day.end} AND e.kind = 'DEPOSIT' AND e.idempotency_scope = 'deposit'
    ), deposits AS (
      SELECT d.channel_id, d.channel_type, d.decided_by, d.amount,
             d.status = 'APPROVED' AS approved, credit.amount AS credited
      FROM ids JOIN deposit d ON d.id = ids.id
      LEFT JOIN LATERAL (
        SELECT sum(l.amount) AS amount
        FROM journal_entry e
        JOIN journal_line l ON l.entry_id = e.id
        JOIN ledger_account a ON a.id = l.account_id
        WHERE e.idempotency_scope = 'deposit' AND e.idempotency_key = d.id::text
          AND a.kind = 'MAIN') credit ON true
    )
    SELECT 'DEPOSIT_CHANNEL' AS check, 'channel ' || c.name AS subject,
           count(*) FILTER (WHERE approved)::int AS "approvedCount",
           COALESCE(sum(amount) FILTER (WHERE approved), 0)::text AS "approvedTotal",
           count(credited)::int AS "creditedCount",
           COALESCE(sum(credited), 0)::text AS "creditedTotal",
           0 AS "withoutCallback"
    FROM deposits JOIN deposit_channel c ON c.id = deposits.channel_id
    GROUP BY c.name
    UNION ALL
    SELECT 'PAYMENT_GATEWAY', 'gateway ' || ${gateway},
           count(*) FILTER (WHERE approved AND decided_by = ${gateway})::int,
           COALESCE(sum(amount) FILTER (WHERE approved AND decided_by = ${gateway}), 0)::text,
           count(credited)::int, COALESCE(sum(credited), 0)::text,
           count(*) FILTER (WHERE approved AND decided_by IS DISTINCT FROM ${gateway})::int
    FROM deposits WHERE channel_type = 'ONLINE'
    HAVING count(*) > 0
    ORDER BY 1, 2`;
}

/** A vendor's rounds placed on the day beside the house's side of their entries. */
export interface VendorRoundReconciliationRow {
  vendor: string;
  rounds: number;
  roundStakes: string;
  entryStakes: string;
  roundPayouts: string;
  entryPayouts: string;
  /** Rounds whose stake or payout is not what their entries moved. */
  roundsOff: number;
}

/**
 * Each vendor's rounds placed on the day (bet_record, as the seamless wallet keeps them) beside
 * the entries of those rounds (journal_entry.bet_id), read on the house's side: a stake is money
 * in (a rollback or refund takes it back), a payout money out (a win rollback takes it back).
 */
export function vendorRoundReconciliationQuery(merchantId: number, day: ReconciledDay): Prisma.Sql {
  return Prisma.sql`
    WITH rounds AS (
      SELECT b.id, b.vendor_id, b.stake, b.payout FROM bet_record b
      WHERE b.merchant_id = ${merchantId} AND b.placed_at >= ${day.start}
        AND b.placed_at < ${day.end}
    ), moved AS (
      SELECT r.id,
             COALESCE(sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND')), 0)
               AS stake,
             COALESCE(-sum(l.amount) FILTER (
               WHERE e.kind IN ('WIN_CREDIT', 'PRIZE_CREDIT', 'WIN_ROLLBACK')), 0) AS payout
      FROM rounds r
      JOIN journal_entry e ON e.bet_id = r.id
      JOIN journal_line l ON l.entry_id = e.id
      JOIN ledger_account a ON a.id = l.account_id
      WHERE a.member_id IS NULL
      GROUP BY r.id
    )
    SELECT v.code AS vendor, count(*)::int AS rounds,
           sum(r.stake)::text AS "roundStakes", COALESCE(sum(m.stake), 0)::text AS "entryStakes",
           sum(r.payout)::text AS "roundPayouts",
           COALESCE(sum(m.payout), 0)::text AS "entryPayouts",
           count(*) FILTER (WHERE r.stake <> COALESCE(m.stake, 0)
                              OR r.payout <> COALESCE(m.payout, 0))::int AS "roundsOff"
    FROM rounds r
    LEFT JOIN moved m ON m.id = r.id
    JOIN vendor v ON v.id = r.vendor_id
    GROUP BY v.code
    ORDER BY v.code`;
}
