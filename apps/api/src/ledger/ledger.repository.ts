import { Inject, Injectable, Optional } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  Prisma,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '../generated/prisma/client.js';

export type LedgerTransaction = Prisma.TransactionClient;

/** Names one ledger account: house accounts have no member, only VENDOR and HOUSE_GAME a vendor. */
export interface AccountKey {
  merchantId: number;
  memberId: number | null;
  kind: LedgerAccountKind;
  vendorId: number | null;
}

export interface LedgerAccountRow {
  id: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
  balance: string;
}

export interface EntryRow {
  id: bigint;
  requestHash: string;
  createdAt: Date;
}

export interface LineRow {
  accountId: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
  amount: string;
  balanceAfter: string;
}

export interface NewEntry {
  merchantId: number;
  kind: JournalEntryKind;
  scope: string;
  key: string;
  requestHash: string;
  memberId: number | null;
  betId: bigint | null;
  reversesEntryId: bigint | null;
}

/** A line of an entry posted by `postEntries`: the account and its signed decimal amount. */
export interface NewLine {
  accountId: number;
  amount: string;
}

/** An entry for `postEntries`, its lines in lock order. */
export interface NewPosting {
  entry: NewEntry;
  lines: readonly NewLine[];
}

/** What `postEntries` did with one posting: a new entry, the key's first entry again, or a refusal. */
export type PostEntryResult =
  | { outcome: 'POSTED' | 'REPLAYED'; entryId: bigint; createdAt: Date; lines: LineRow[] }
  | { outcome: 'KEY_REUSED' | 'INSUFFICIENT_FUNDS' };

interface PostedRow {
  posting: number;
  outcome: 'POSTED' | 'REPLAYED' | 'KEY_REUSED' | 'INSUFFICIENT_FUNDS';
  entryId: string | bigint | null;
  createdAt: Date | null;
  accountId: number;
  kind: LineRow['kind'];
  vendorCode: string | null;
  amount: string;
  balanceAfter: string;
}

// The function of migration 20261122110000_ledger_post_batch.
const POST_ENTRIES_SQL = `
  SELECT posting, outcome, entry_id AS "entryId", created_at AS "createdAt",
         account_id AS "accountId", kind, vendor_code AS "vendorCode", amount,
         balance_after AS "balanceAfter"
  FROM ledger_post_batch($1::int[], $2::"JournalEntryKind"[], $3::text[], $4::text[], $5::text[],
                         $6::int[], $7::bigint[], $8::bigint[], $9::int[], $10::int[], $11::int[],
                         $12::numeric[])`;

/** A seamless-wallet debit or credit for `postRound`. */
export interface RoundPosting {
  call: 'debit' | 'credit';
  merchantId: number;
  scope: string;
  key: string;
  requestHash: string;
  memberId: number;
  vendorId: number;
  /** The game and category of a debit's round (a credit takes them from the round). */
  gameId: number | null;
  categoryCode: string | null;
  roundId: string;
  isDemo: boolean;
  /** The stake of a debit, the payout of a credit: a decimal string, not below zero. */
  amount: string;
  walletAccountId: number;
  houseAccountId: number;
  /** The winner board's id of a credit's win. */
  winTransactionId: string | null;
}

/** What `postRound` did: `PostEntryResult`, or the round's refusal. */
export type PostRoundResult =
  PostEntryResult | { outcome: 'ROUND_CLOSED' | 'ROUND_NOT_FOUND' | 'ROUND_SETTLED' };

type RoundRow = Omit<PostedRow, 'posting' | 'outcome'> & {
  outcome: PostRoundResult['outcome'];
};

// The function of migration 20261122110000_ledger_post_batch; its SQLSTATE for a wallet that
// would go below zero (the whole call is rolled back: nothing is written).
const INSUFFICIENT_FUNDS_SQLSTATE = 'WL001';
const POST_ROUND_SQL = `
  SELECT outcome, entry_id AS "entryId", created_at AS "createdAt", account_id AS "accountId",
         kind, vendor_code AS "vendorCode", amount, balance_after AS "balanceAfter"
  FROM ledger_post_round($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13, $14, $15)`;

// Money work is short: waiting longer than this for a pooled connection means overload, and the
// caller's retry with the same idempotency key is the safe way out.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/** Ledger accounts, journal entries and lines. Amounts cross this boundary as decimal strings. */
@Injectable()
export class LedgerRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The pool under Prisma (absent for the seed's own instance, which goes through Prisma).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  transaction<T>(work: (tx: LedgerTransaction) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** The operator's currency code, which its accounts are opened in. */
  async merchantCurrency(merchantId: number): Promise<string> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { currencyCode: true },
    });
    return merchant.currencyCode;
  }

  async findAccountId(
    account: AccountKey,
    database: LedgerTransaction = this.prisma,
  ): Promise<number | null> {
    const [found] = await database.$queryRaw<{ id: number }[]>`
      SELECT id FROM ledger_account WHERE ${accountCondition(account)}`;
    return found?.id ?? null;
  }

  /** The account's id, created with a zero balance when missing; `created` says which happened. */
  async ensureAccount(
    account: AccountKey,
    currency: string,
    database: LedgerTransaction = this.prisma,
  ): Promise<{ id: number; created: boolean }> {
    const existing = await this.findAccountId(account, database);
    if (existing !== null) return { id: existing, created: false };
    // ON CONFLICT waits for a concurrent insert of the same account to commit, so the lookup
    // after it (a new snapshot) always finds the row.
    const [inserted] = await database.$queryRaw<{ id: number }[]>`
      INSERT INTO ledger_account (merchant_id, member_id, kind, vendor_id, currency)
      VALUES (${account.merchantId}, ${account.memberId}, ${account.kind}::"LedgerAccountKind",
              ${account.vendorId}, ${currency})
      ON CONFLICT (merchant_id, member_id, kind, vendor_id) DO NOTHING
      RETURNING id`;
    if (inserted) return { id: inserted.id, created: true };
    const found = await this.findAccountId(account, database);
    if (found === null) throw new Error(`ledger account ${JSON.stringify(account)} vanished`);
    return { id: found, created: false };
  }

  /**
   * Locks the member's real-money accounts (MAIN and vendor wallets) in id order, the order every
   * posting takes them in, and answers them with their balances.
   */
  lockMemberAccounts(tx: LedgerTransaction, memberId: number): Promise<LedgerAccountRow[]> {
    return tx.$queryRaw<LedgerAccountRow[]>`
      SELECT a.id, a.kind, v.code AS "vendorCode", a.balance::text AS balance
      FROM ledger_account a LEFT JOIN vendor v ON v.id = a.vendor_id
      WHERE a.member_id = ${memberId} AND a.kind IN ('MAIN', 'VENDOR')
      ORDER BY a.id
      FOR UPDATE OF a`;
  }

  async balanceById(accountId: number): Promise<string> {
    const [row] = await this.prisma.$queryRaw<{ balance: string }[]>`
      SELECT balance::text AS balance FROM ledger_account WHERE id = ${accountId}`;
    if (!row) throw new Error(`ledger account ${accountId} not found`);
    return row.balance;
  }

  /** A bet debit of this key (scope and transaction id), to roll back. */
  async findDebit(
    tx: LedgerTransaction,
    scope: string,
    key: string,
  ): Promise<{ id: bigint; memberId: number | null; betId: bigint | null } | null> {
    const [row] = await tx.$queryRaw<
      { id: bigint; memberId: number | null; betId: bigint | null }[]
    >`
      SELECT id, member_id AS "memberId", bet_id AS "betId"
      FROM journal_entry
      WHERE idempotency_scope = ${scope} AND idempotency_key = ${key} AND kind = 'BET_DEBIT'`;
    return row ?? null;
  }

  /**
   * Holds the idempotency key until this transaction ends: a concurrent request with the same
   * key waits here, then finds the entry the first one committed (or none, if it rolled back).
   */
  async lockKey(tx: LedgerTransaction, scope: string, key: string): Promise<void> {
    await tx.$queryRaw`
      SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${scope} || ' ' || ${key}, 0))) l`;
  }

  async findEntry(tx: LedgerTransaction, scope: string, key: string): Promise<EntryRow | null> {
    const [row] = await tx.$queryRaw<EntryRow[]>`
      SELECT id, request_hash AS "requestHash", created_at AS "createdAt"
      FROM journal_entry WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`;
    return row ?? null;
  }

  async findEntryById(tx: LedgerTransaction, id: bigint): Promise<EntryRow> {
    const [row] = await tx.$queryRaw<EntryRow[]>`
      SELECT id, request_hash AS "requestHash", created_at AS "createdAt"
      FROM journal_entry WHERE id = ${id}`;
    if (!row) throw new Error(`journal entry ${id} not found`);
    return row;
  }

  /** The entry that rolled back `entryId`, when there is one. */
  async reversalOf(tx: LedgerTransaction, entryId: bigint): Promise<bigint | null> {
    const [row] = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM journal_entry WHERE reverses_entry_id = ${entryId}`;
    return row?.id ?? null;
  }

  async insertEntry(tx: LedgerTransaction, entry: NewEntry): Promise<EntryRow> {
    const [row] = await tx.$queryRaw<EntryRow[]>`
      INSERT INTO journal_entry (merchant_id, kind, idempotency_scope, idempotency_key,
                                 request_hash, member_id, bet_id, reverses_entry_id)
      VALUES (${entry.merchantId}, ${entry.kind}::"JournalEntryKind", ${entry.scope}, ${entry.key},
              ${entry.requestHash}, ${entry.memberId}, ${entry.betId}, ${entry.reversesEntryId})
      RETURNING id, request_hash AS "requestHash", created_at AS "createdAt"`;
    return row!;
  }

  /**
   * Adds `amount` to the account and writes the entry's line with the balance after, in one
   * statement: a member account that would go below zero is left untouched, no line is written
   * and null is answered (the CHECK constraint backs this up). One statement per line keeps the
   * lock order of the caller's calls, and a hot house row is held from this statement to the
   * commit only.
   */
  async postLine(
    tx: LedgerTransaction,
    entryId: bigint,
    accountId: number,
    amount: string,
  ): Promise<string | null> {
    const [row] = await tx.$queryRaw<{ balance: string }[]>`
      WITH moved AS (
        UPDATE ledger_account SET balance = balance + ${amount}::numeric
        WHERE id = ${accountId}
          AND (balance + ${amount}::numeric >= 0 OR kind IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'))
        RETURNING id, balance)
      INSERT INTO journal_line (entry_id, account_id, amount, balance_after)
      SELECT ${entryId}, id, ${amount}::numeric, balance FROM moved
      RETURNING balance_after::text AS balance`;
    return row?.balance ?? null;
  }

  /**
   * Posts a group of entries in one round trip and one transaction, outside any other
   * transaction: `ledger_post_batch` takes every key's lock and then every account's, and
   * decides each posting on its own (the first entry of a used key again, KEY_REUSED for another
   * request hash, INSUFFICIENT_FUNDS when a member account would go below zero, else a new
   * entry). Answers one result per posting, in order. Sent over node-postgres as a named
   * prepared statement, so each connection parses and plans it once.
   */
  async postEntries(postings: readonly NewPosting[]): Promise<PostEntryResult[]> {
    const lineFrom: number[] = [];
    let next = 1;
    for (const { lines } of postings) {
      lineFrom.push(next);
      next += lines.length;
    }
    const entries = postings.map((posting) => posting.entry);
    const lines = postings.flatMap((posting) => posting.lines);
    const values = [
      entries.map((entry) => entry.merchantId),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.scope),
      entries.map((entry) => entry.key),
      entries.map((entry) => entry.requestHash),
      entries.map((entry) => entry.memberId),
      entries.map((entry) => entry.betId?.toString() ?? null),
      entries.map((entry) => entry.reversesEntryId?.toString() ?? null),
      lineFrom,
      postings.map((posting) => posting.lines.length),
      lines.map((line) => line.accountId),
      lines.map((line) => line.amount),
    ];
    const rows = this.pool
      ? (
          await this.pool.query<PostedRow>({
            name: 'ledger_post_batch',
            text: POST_ENTRIES_SQL,
            values,
          })
        ).rows
      : await this.prisma.$queryRawUnsafe<PostedRow[]>(POST_ENTRIES_SQL, ...values);
    const results: PostEntryResult[] = [];
    for (const row of rows) {
      const index = row.posting - 1;
      if (row.outcome === 'KEY_REUSED' || row.outcome === 'INSUFFICIENT_FUNDS') {
        results[index] = { outcome: row.outcome };
        continue;
      }
      let result = results[index];
      if (!result) {
        result = {
          outcome: row.outcome,
          entryId: BigInt(row.entryId!),
          createdAt: row.createdAt!,
          lines: [],
        };
        results[index] = result;
      }
      if ('lines' in result) {
        result.lines.push({
          accountId: row.accountId,
          kind: row.kind,
          vendorCode: row.vendorCode,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
        });
      }
    }
    return postings.map(({ entry }, index) => {
      const result = results[index];
      if (!result)
        throw new Error(`ledger_post_batch answered nothing for ${entry.scope} ${entry.key}`);
      return result;
    });
  }

  /**
   * A seamless-wallet debit or credit in one round trip (`ledger_post_round`): key, round and
   * accounts locked in the order of every posting, the round updated with the entry.
   */
  async postRound(round: RoundPosting): Promise<PostRoundResult> {
    const values = [
      round.call,
      round.merchantId,
      round.scope,
      round.key,
      round.requestHash,
      round.memberId,
      round.vendorId,
      round.gameId,
      round.categoryCode,
      round.roundId,
      round.isDemo,
      round.amount,
      round.walletAccountId,
      round.houseAccountId,
      round.winTransactionId,
    ];
    if (!this.pool) throw new Error('postRound needs the API database pool');
    let rows: RoundRow[];
    try {
      rows = (
        await this.pool.query<RoundRow>({ name: 'ledger_post_round', text: POST_ROUND_SQL, values })
      ).rows;
    } catch (error) {
      if ((error as { code?: unknown }).code === INSUFFICIENT_FUNDS_SQLSTATE) {
        return { outcome: 'INSUFFICIENT_FUNDS' };
      }
      throw error;
    }
    const [first] = rows;
    if (!first)
      throw new Error(`ledger_post_round answered nothing for ${round.scope} ${round.key}`);
    if (first.outcome !== 'POSTED' && first.outcome !== 'REPLAYED') {
      return { outcome: first.outcome };
    }
    return {
      outcome: first.outcome,
      entryId: BigInt(first.entryId!),
      createdAt: first.createdAt!,
      lines: rows.map((row) => ({
        accountId: row.accountId,
        kind: row.kind,
        vendorCode: row.vendorCode,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
      })),
    };
  }

  /** The lines of an entry in posting order, with their accounts. */
  entryLines(tx: LedgerTransaction, entryId: bigint): Promise<LineRow[]> {
    return tx.$queryRaw<LineRow[]>`
      SELECT l.account_id AS "accountId", a.kind, v.code AS "vendorCode",
             l.amount::text AS amount, l.balance_after::text AS "balanceAfter"
      FROM journal_line l
      JOIN ledger_account a ON a.id = l.account_id
      LEFT JOIN vendor v ON v.id = a.vendor_id
      WHERE l.entry_id = ${entryId}
      ORDER BY l.id`;
  }
}

function accountCondition(account: AccountKey): Prisma.Sql {
  // Written out per case so each form can use the unique index (= and IS NULL both can).
  return Prisma.sql`merchant_id = ${account.merchantId}
    AND ${account.memberId === null ? Prisma.sql`member_id IS NULL` : Prisma.sql`member_id = ${account.memberId}`}
    AND kind = ${account.kind}::"LedgerAccountKind"
    AND ${account.vendorId === null ? Prisma.sql`vendor_id IS NULL` : Prisma.sql`vendor_id = ${account.vendorId}`}`;
}
