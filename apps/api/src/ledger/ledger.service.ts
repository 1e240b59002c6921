import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEMO_OPENING_BALANCE } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { JournalEntryKind, LedgerAccountKind } from '../generated/prisma/client.js';
import { GroupSender } from '../database/group-sender.js';
import {
  LedgerRepository,
  type AccountKey,
  type LedgerTransaction,
  type LineRow,
  type NewPosting,
  type PostEntryResult,
  type RoundPosting,
} from './ledger.repository.js';

// Ids only (a few dozen bytes each); past this many the cache starts over rather than grow.
const MEMBER_ACCOUNT_CACHE_SIZE = 200_000;

// Postings that arrive while a group is in the database leave together in the next group (one
// round trip, one commit). One group out at a time gives the biggest groups; the cap bounds the
// time one transaction holds its rows.
const POSTING_GROUP = { maxGroup: 64, maxInFlight: 1 };

export const HOUSE_KINDS: readonly LedgerAccountKind[] = ['HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'];

/** An account a line posts to, as the caller resolved it. */
export interface AccountHandle {
  id: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
}

export interface LineRequest {
  account: AccountHandle;
  /** Signed decimal string: negative takes money from the account. */
  amount: string;
}

/** What a posting puts in the ledger, decided inside the transaction once the key is held. */
export type PreparedEntry =
  | {
      lines: LineRequest[];
      betId?: bigint;
      reversesEntryId?: bigint;
    }
  /** Nothing new to post: answer as that earlier entry did (a second rollback of one debit). */
  | { sameAs: bigint };

export interface Posting {
  merchantId: number;
  kind: JournalEntryKind;
  /** Who the key belongs to (`transfer:<member>`, `seamless:<vendor>`, `seed`...). */
  scope: string;
  key: string;
  /** The request as the caller understood it; a retry must send the same. */
  request: unknown;
  memberId: number | null;
  prepare(tx: LedgerTransaction): Promise<PreparedEntry>;
}

/** A posting whose lines are known before the key is held (a transfer, an opening balance). */
export interface FixedPosting extends Omit<Posting, 'prepare'> {
  lines: LineRequest[];
  betId?: bigint;
  reversesEntryId?: bigint;
}

export interface PostedEntry {
  entryId: bigint;
  createdAt: Date;
  /** True when the key had been used before and this is the first result again. */
  replayed: boolean;
  lines: LineRow[];
}

/**
 * The double-entry ledger: every balance change is one journal entry whose lines sum to zero,
 * written with the balances in one transaction. Idempotent by (scope, key); race-free because
 * every transaction takes its locks in one order: the key, then the bet round, then member
 * accounts by id, then house accounts by id (a house row is hot, so it is held the shortest).
 */
@Injectable()
export class LedgerService {
  private readonly houseAccounts = new Map<string, number>();
  /** Member account ids by merchant/member/kind/vendor: an account, once open, never changes. */
  private readonly memberAccounts = new Map<string, number>();
  private readonly currencies = new Map<number, string>();
  private readonly postings: GroupSender<NewPosting, PostEntryResult>;

  constructor(private readonly ledger: LedgerRepository) {
    this.postings = new GroupSender((group) => this.ledger.postEntries(group), POSTING_GROUP);
  }

  post(posting: Posting): Promise<PostedEntry> {
    return this.ledger.transaction((tx) => this.postIn(tx, posting));
  }

  /**
   * Posts an entry whose lines need no reads under the key's lock, with the same key rules and
   * answers as `post`: it goes to the database with the other postings waiting at that moment,
   * in one call of `ledger_post_batch` (group commit), and gets its own outcome.
   */
  async postLines(posting: FixedPosting): Promise<PostedEntry> {
    const result = await this.postings.submit({
      entry: {
        merchantId: posting.merchantId,
        kind: posting.kind,
        scope: posting.scope,
        key: posting.key,
        requestHash: hashRequest(posting.request),
        memberId: posting.memberId,
        betId: posting.betId ?? null,
        reversesEntryId: posting.reversesEntryId ?? null,
      },
      lines: inLockOrder(posting.lines).map((line) => ({
        accountId: line.account.id,
        amount: line.amount,
      })),
    });
    switch (result.outcome) {
      case 'KEY_REUSED':
        throw keyReused();
      case 'INSUFFICIENT_FUNDS':
        throw insufficientFunds();
      default:
        return postedEntry(result);
    }
  }

  /**
   * A seamless-wallet debit or credit with its round, in one round trip, with the key rules and
   * answers of `post`; the round's own refusals are answered for the caller to word.
   */
  async postRound(
    round: Omit<RoundPosting, 'requestHash'> & { request: unknown },
  ): Promise<PostedEntry | { refused: 'ROUND_CLOSED' | 'ROUND_NOT_FOUND' | 'ROUND_SETTLED' }> {
    const { request, ...posting } = round;
    const result = await this.ledger.postRound({ ...posting, requestHash: hashRequest(request) });
    switch (result.outcome) {
      case 'KEY_REUSED':
        throw keyReused();
      case 'INSUFFICIENT_FUNDS':
        throw insufficientFunds();
      case 'ROUND_CLOSED':
      case 'ROUND_NOT_FOUND':
      case 'ROUND_SETTLED':
        return { refused: result.outcome };
      default:
        return postedEntry(result);
    }
  }

  /** Posts inside the caller's transaction (account creation with its opening grant). */
  async postIn(tx: LedgerTransaction, posting: Posting): Promise<PostedEntry> {
    const requestHash = hashRequest(posting.request);
    await this.ledger.lockKey(tx, posting.scope, posting.key);
    const existing = await this.ledger.findEntry(tx, posting.scope, posting.key);
    if (existing) {
      if (existing.requestHash !== requestHash) throw keyReused();
      return this.replay(tx, existing.id);
    }
    const prepared = await posting.prepare(tx);
    if ('sameAs' in prepared) return this.replay(tx, prepared.sameAs);

    const entry = await this.ledger.insertEntry(tx, {
      merchantId: posting.merchantId,
      kind: posting.kind,
      scope: posting.scope,
      key: posting.key,
      requestHash,
      memberId: posting.memberId,
      betId: prepared.betId ?? null,
      reversesEntryId: prepared.reversesEntryId ?? null,
    });
    const lines: LineRow[] = [];
    for (const line of inLockOrder(prepared.lines)) {
      const balanceAfter = await this.ledger.postLine(tx, entry.id, line.account.id, line.amount);
      if (balanceAfter === null) throw insufficientFunds();
      lines.push({
        accountId: line.account.id,
        kind: line.account.kind,
        vendorCode: line.account.vendorCode,
        amount: line.amount,
        balanceAfter,
      });
    }
    return { entryId: entry.id, createdAt: entry.createdAt, replayed: false, lines };
  }

  /**
   * A member's account, created empty when missing. Created outside the posting's transaction:
   * an empty account left behind by a refused posting is harmless, and the common case (it
   * exists) costs one indexed read.
   */
  async memberAccount(
    merchantId: number,
    memberId: number,
    kind: 'MAIN' | 'VENDOR',
    vendor: { id: number; code: string } | null = null,
  ): Promise<AccountHandle> {
    const cacheKey = `${merchantId}/${memberId}/${kind}/${vendor?.id ?? ''}`;
    let id = this.memberAccounts.get(cacheKey);
    if (id === undefined) {
      const key = { merchantId, memberId, kind, vendorId: vendor?.id ?? null };
      ({ id } = await this.ledger.ensureAccount(key, await this.currency(merchantId)));
      if (this.memberAccounts.size >= MEMBER_ACCOUNT_CACHE_SIZE) this.memberAccounts.clear();
      this.memberAccounts.set(cacheKey, id);
    }
    return { id, kind, vendorCode: vendor?.code ?? null };
  }

  /**
   * A demo account's play-money wallet. The first call opens it and grants DEMO_OPENING_BALANCE
   * from the operator's HOUSE_DEMO account in the same transaction, so no one ever sees it empty.
   */
  async demoAccount(merchantId: number, memberId: number): Promise<AccountHandle> {
    const key: AccountKey = { merchantId, memberId, kind: 'DEMO', vendorId: null };
    const existing = await this.ledger.findAccountId(key);
    if (existing !== null) return { id: existing, kind: 'DEMO', vendorCode: null };
    const house = await this.houseAccount(merchantId, 'HOUSE_DEMO');
    const currency = await this.currency(merchantId);
    return this.ledger.transaction(async (tx) => {
      const { id, created } = await this.ledger.ensureAccount(key, currency, tx);
      const account: AccountHandle = { id, kind: 'DEMO', vendorCode: null };
      if (created) {
        await this.postIn(tx, {
          merchantId,
          kind: 'DEMO_GRANT',
          scope: 'demo-grant',
          key: String(memberId),
          request: { memberId },
          memberId,
          prepare: async () => ({
            lines: [
              { account: house, amount: `-${DEMO_OPENING_BALANCE}` },
              { account, amount: DEMO_OPENING_BALANCE },
            ],
          }),
        });
      }
      return account;
    });
  }

  /**
   * One of the operator's house accounts, created on first use in a statement of its own (never
   * inside a transaction that could roll back, since the id is remembered).
   */
  async houseAccount(
    merchantId: number,
    kind: 'HOUSE_CASH' | 'HOUSE_GAME' | 'HOUSE_DEMO',
    vendor: { id: number; code: string } | null = null,
  ): Promise<AccountHandle> {
    const cacheKey = `${merchantId}/${kind}/${vendor?.id ?? ''}`;
    let id = this.houseAccounts.get(cacheKey);
    if (id === undefined) {
      const key: AccountKey = { merchantId, memberId: null, kind, vendorId: vendor?.id ?? null };
      ({ id } = await this.ledger.ensureAccount(key, await this.currency(merchantId)));
      this.houseAccounts.set(cacheKey, id);
    }
    return { id, kind, vendorCode: vendor?.code ?? null };
  }

  /** The operator's currency code; accounts are opened in it. */
  async currency(merchantId: number): Promise<string> {
    let code = this.currencies.get(merchantId);
    if (code === undefined) {
      code = await this.ledger.merchantCurrency(merchantId);
      this.currencies.set(merchantId, code);
    }
    return code;
  }

  private async replay(tx: LedgerTransaction, entryId: bigint): Promise<PostedEntry> {
    const entry = await this.ledger.findEntryById(tx, entryId);
    const lines = await this.ledger.entryLines(tx, entryId);
    return { entryId, createdAt: entry.createdAt, replayed: true, lines };
  }
}

function postedEntry(
  result: Extract<PostEntryResult, { outcome: 'POSTED' | 'REPLAYED' }>,
): PostedEntry {
  return {
    entryId: result.entryId,
    createdAt: result.createdAt,
    replayed: result.outcome === 'REPLAYED',
    lines: result.lines,
  };
}

function keyReused(): AppError {
  return new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotency key was already used for another request',
  );
}

function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance');
}

/** The lock order every transaction follows: member accounts before house accounts, then by id. */
function inLockOrder(lines: readonly LineRequest[]): LineRequest[] {
  const rank = (line: LineRequest) => (HOUSE_KINDS.includes(line.account.kind) ? 1 : 0);
  return [...lines].sort(
    (left, right) => rank(left) - rank(right) || left.account.id - right.account.id,
  );
}

/** A stable digest of a request: the same fields give the same hash whatever their order. */
export function hashRequest(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
