import { Inject, Injectable, Optional } from '@nestjs/common';
import { currencyDecimals } from '@wps/shared-types';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import { millisecondsLeft } from '../database/deadline.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  Prisma,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '../generated/prisma/client.js';
import type { LineRow, RoundEffect } from './entry-kinds.js';

/** Names one ledger account: house accounts have no member, only VENDOR and HOUSE_GAME a vendor. */
export interface AccountKey {
  merchantId: number;
  memberId: number | null;
  kind: LedgerAccountKind;
  vendorId: number | null;
}

export interface OperatorCurrency {
  code: string;
  /** The finest amount the currency allows, in decimals (MYR 2); answers are written to it. */
  decimals: number;
}

export interface LedgerAccountRow {
  id: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
  balance: string;
}

/** The game round an entry changes, as `ledger_post_entries` takes it. */
export interface RoundRow {
  effect: RoundEffect;
  vendorId: number;
  roundId: string;
  /** The game of a round the entry may open; null: the round must exist. */
  gameId: number | null;
  categoryCode: string | null;
  isDemo: boolean;
  closes: boolean;
  winId: string | null;
}

export interface NewEntry {
  merchantId: number;
  kind: JournalEntryKind;
  scope: string;
  key: string;
  requestHash: string;
  memberId: number | null;
  round: RoundRow | null;
  /** A reversal's target: the key, in the same scope, of the entry it reverses. */
  reversesKey: string | null;
}

/** A line of an entry posted by `postEntries`: the account and its signed decimal amount. */
export interface NewLine {
  accountId: number;
  amount: string;
}

/** An entry for `postEntries`. */
export interface NewPosting {
  entry: NewEntry;
  lines: readonly NewLine[];
}

/**
 * The refusals of `ledger_post_entries` (prisma/functions/ledger_post_entries.sql).
 */
export type PostingRefusal =
  | 'KEY_REUSED'
  | 'ROLLED_BACK'
  | 'ROUND_ROLLED_BACK'
  | 'INSUFFICIENT_FUNDS'
  | 'NOT_FOUND'
  | 'ROUND_NOT_FOUND'
  | 'ROUND_CLOSED'
  | 'ROUND_SETTLED'
  | 'EXCEEDS_STAKE';

/** What `postEntries` did with one posting: a new entry, the key's first entry again, or a refusal. */
export type PostEntryResult =
  | { outcome: 'POSTED' | 'REPLAYED'; entryId: bigint; createdAt: Date; lines: LineRow[] }
  | { outcome: PostingRefusal };

interface PostedRow {
  posting: number;
  outcome: 'POSTED' | 'REPLAYED' | PostingRefusal;
  entryId: string | bigint | null;
  createdAt: Date | null;
  // Null on the one row of an entry without lines.
  accountId: number | null;
  kind: LineRow['kind'];
  vendorCode: string | null;
  amount: string;
  balanceAfter: string;
}

const POST_ENTRIES_SQL = `
  SELECT posting, outcome, entry_id AS "entryId", created_at AS "createdAt",
         account_id AS "accountId", kind, vendor_code AS "vendorCode", amount,
         balance_after AS "balanceAfter"
  FROM ledger_post_entries($1::int[], $2::"JournalEntryKind"[], $3::text[], $4::text[],
                           $5::text[], $6::int[], $7::text[], $8::int[], $9::text[], $10::int[],
                           $11::text[], $12::boolean[], $13::boolean[], $14::text[], $15::text[],
                           $16::int[], $17::int[], $18::int[], $19::numeric[], $20::int)`;

/** Ledger accounts, journal entries and lines. Amounts cross this boundary as decimal strings. */
@Injectable()
export class LedgerRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The pool under Prisma (absent for the seed's own instance, which goes through Prisma).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  /** The operator's currency: its code (accounts are opened in it) and its decimals. */
  async merchantCurrency(merchantId: number): Promise<OperatorCurrency> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { currencyCode: true, currencyDecimals: true },
    });
    return {
      code: merchant.currencyCode,
      decimals: currencyDecimals(merchant.currencyCode, merchant.currencyDecimals),
    };
  }

  async findAccountId(account: AccountKey): Promise<number | null> {
    const [found] = await this.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM ledger_account WHERE ${accountCondition(account)}`;
    return found?.id ?? null;
  }

  /** The account's id, created with a zero balance when missing; `created` says which happened. */
  async ensureAccount(
    account: AccountKey,
    currency: string,
  ): Promise<{ id: number; created: boolean }> {
    const existing = await this.findAccountId(account);
    if (existing !== null) return { id: existing, created: false };
    // ON CONFLICT waits for a concurrent insert of the same account to commit, so the lookup
    // after it (a new snapshot) always finds the row.
    const [inserted] = await this.prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO ledger_account (merchant_id, member_id, kind, vendor_id, currency)
      VALUES (${account.merchantId}, ${account.memberId}, ${account.kind}::"LedgerAccountKind",
              ${account.vendorId}, ${currency})
      ON CONFLICT (merchant_id, member_id, kind, vendor_id) DO NOTHING
      RETURNING id`;
    if (inserted) return { id: inserted.id, created: true };
    const found = await this.findAccountId(account);
    if (found === null) throw new Error(`ledger account ${JSON.stringify(account)} vanished`);
    return { id: found, created: false };
  }

  /** The MAIN accounts' ids of these members by member, each opened with a zero balance if missing. */
  async ensureMainAccounts(
    merchantId: number,
    memberIds: readonly number[],
    currency: string,
  ): Promise<Map<number, number>> {
    // ON CONFLICT waits for a concurrent insert of the same account to commit, so the lookup
    // after it (a new snapshot) finds every row.
    await this.prisma.$executeRaw`
      INSERT INTO ledger_account (merchant_id, member_id, kind, currency)
      SELECT ${merchantId}, m.id, 'MAIN', ${currency}
      FROM unnest(${memberIds}::int[]) AS m(id)
      WHERE NOT EXISTS (SELECT 1 FROM ledger_account a
                        WHERE a.merchant_id = ${merchantId} AND a.member_id = m.id
                          AND a.kind = 'MAIN' AND a.vendor_id IS NULL)
      ON CONFLICT (merchant_id, member_id, kind, vendor_id) DO NOTHING`;
    const rows = await this.prisma.$queryRaw<{ id: number; member_id: number }[]>`
      SELECT id, member_id FROM ledger_account
      WHERE merchant_id = ${merchantId} AND member_id = ANY(${memberIds}::int[])
        AND kind = 'MAIN' AND vendor_id IS NULL`;
    return new Map(rows.map((row) => [row.member_id, row.id]));
  }

  /** The member's accounts of these kinds with their balances (at the ledger's scale), in id order. */
  memberAccounts(
    memberId: number,
    kinds: readonly LedgerAccountKind[],
  ): Promise<(LedgerAccountRow & { merchantId: number })[]> {
    return this.prisma.$queryRaw<(LedgerAccountRow & { merchantId: number })[]>`
      SELECT a.id, a.merchant_id AS "merchantId", a.kind, v.code AS "vendorCode",
             a.balance::text AS balance
      FROM ledger_account a LEFT JOIN vendor v ON v.id = a.vendor_id
      WHERE a.member_id = ${memberId}
        AND a.kind::text IN (${Prisma.join(kinds.map((kind) => String(kind)))})
      ORDER BY a.id`;
  }

  /** The MAIN balances of these members at the ledger's scale; a member without one is absent. */
  mainBalances(memberIds: number[]): Promise<{ memberId: number; balance: string }[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.prisma.$queryRaw<{ memberId: number; balance: string }[]>`
      SELECT member_id AS "memberId", balance::text AS balance
      FROM ledger_account
      WHERE member_id IN (${Prisma.join(memberIds)}) AND kind = 'MAIN'`;
  }

  /** The account's balance at the ledger's scale, and its operator. */
  async balanceById(accountId: number): Promise<{ merchantId: number; balance: string }> {
    const [row] = await this.prisma.$queryRaw<{ merchantId: number; balance: string }[]>`
      SELECT merchant_id AS "merchantId", balance::text AS balance
      FROM ledger_account WHERE id = ${accountId}`;
    if (!row) throw new Error(`ledger account ${accountId} not found`);
    return row;
  }

  /**
   * Posts a group of entries in one round trip and one transaction: `ledger_post_entries` takes
   * every key's lock, every round's and every account's, and decides each posting on its own.
   * Answers one result per posting, in order. Sent over node-postgres as a named prepared
   * statement, so each connection parses and plans it once. Inside the caller's transaction
   * `tx` instead, when the entry must commit or roll back with the caller's own change (which
   * bounds its own time). With a `deadline`, the call is given the time left once it has a
   * connection: a lock it cannot get by then, or a group still running then, fails it (an error
   * `isDeadlineError` recognises) and nothing commits; still one statement and one round trip.
   */
  async postEntries(
    postings: readonly NewPosting[],
    tx?: Prisma.TransactionClient,
    deadline: number | null = null,
  ): Promise<PostEntryResult[]> {
    const values = postingArrays(postings);
    const rows = tx
      ? await tx.$queryRawUnsafe<PostedRow[]>(POST_ENTRIES_SQL, ...values, null)
      : await this.postingQuery(values, deadline);
    const results: PostEntryResult[] = [];
    for (const row of rows) {
      const index = row.posting - 1;
      if (row.outcome !== 'POSTED' && row.outcome !== 'REPLAYED') {
        results[index] = { outcome: row.outcome };
        continue;
      }
      let result = results[index];
      if (!result) {
        // A posted or replayed row always carries its entry (the function's answer).
        result = {
          outcome: row.outcome,
          entryId: BigInt(row.entryId ?? 0),
          createdAt: row.createdAt ?? new Date(0),
          lines: [],
        };
        results[index] = result;
      }
      if ('lines' in result && row.accountId !== null) {
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
        throw new Error(`ledger_post_entries answered nothing for ${entry.scope} ${entry.key}`);
      return result;
    });
  }

  /**
   * The posting statement on a pooled connection; with a `deadline`, given the time left once it
   * has its connection (a wait for one counts against it).
   */
  private async postingQuery(values: unknown[], deadline: number | null): Promise<PostedRow[]> {
    const query = (left: number | null) => ({
      name: 'ledger_post_entries',
      text: POST_ENTRIES_SQL,
      values: [...values, left],
    });
    if (!this.pool) {
      const left = deadline === null ? null : millisecondsLeft(deadline);
      return this.prisma.$queryRawUnsafe<PostedRow[]>(POST_ENTRIES_SQL, ...values, left);
    }
    if (deadline === null) return (await this.pool.query<PostedRow>(query(null))).rows;
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      return (await client.query<PostedRow>(query(millisecondsLeft(deadline)))).rows;
    } catch (error) {
      // As pool.query does: a connection whose query failed is not handed out again.
      failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  }
}

/** The function's parameters: one array per field, the lines of all postings in one run. */
function postingArrays(postings: readonly NewPosting[]): unknown[] {
  const lineFrom: number[] = [];
  let next = 1;
  for (const { lines } of postings) {
    lineFrom.push(next);
    next += lines.length;
  }
  const entries = postings.map((posting) => posting.entry);
  const rounds = entries.map((entry) => entry.round);
  const lines = postings.flatMap((posting) => posting.lines);
  return [
    entries.map((entry) => entry.merchantId),
    entries.map((entry) => entry.kind),
    entries.map((entry) => entry.scope),
    entries.map((entry) => entry.key),
    entries.map((entry) => entry.requestHash),
    entries.map((entry) => entry.memberId),
    rounds.map((round) => round?.effect ?? null),
    rounds.map((round) => round?.vendorId ?? null),
    rounds.map((round) => round?.roundId ?? null),
    rounds.map((round) => round?.gameId ?? null),
    rounds.map((round) => round?.categoryCode ?? null),
    rounds.map((round) => round?.isDemo ?? null),
    rounds.map((round) => round?.closes ?? null),
    rounds.map((round) => round?.winId ?? null),
    entries.map((entry) => entry.reversesKey),
    lineFrom,
    postings.map((posting) => posting.lines.length),
    lines.map((line) => line.accountId),
    lines.map((line) => line.amount),
  ];
}

function accountCondition(account: AccountKey): Prisma.Sql {
  // Written out per case so each form can use the unique index (= and IS NULL both can).
  return Prisma.sql`merchant_id = ${account.merchantId}
    AND ${account.memberId === null ? Prisma.sql`member_id IS NULL` : Prisma.sql`member_id = ${account.memberId}`}
    AND kind = ${account.kind}::"LedgerAccountKind"
    AND ${account.vendorId === null ? Prisma.sql`vendor_id IS NULL` : Prisma.sql`vendor_id = ${account.vendorId}`}`;
}
