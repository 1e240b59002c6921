import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  amountAtScale,
  amountFitsScale,
  DEMO_OPENING_BALANCE,
  POINTS_CURRENCY,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { amountTooFine } from '../common/currency-amounts.js';
import { GroupSender } from '../database/group-sender.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { JournalEntryKind, LedgerAccountKind, Prisma } from '../generated/prisma/client.js';
import {
  ENTRY_KINDS,
  HOUSE_KINDS,
  movement,
  POINT_KINDS,
  ruleBroken,
  type AccountHandle,
  type LineRequest,
  type LineRow,
} from './entry-kinds.js';
import {
  LedgerRepository,
  type AccountKey,
  type LedgerAccountRow,
  type NewPosting,
  type OperatorCurrency,
  type PostEntryResult,
  type PostingRefusal,
} from './ledger.repository.js';

// Ids only (a few dozen bytes each); past this many the cache starts over rather than grow.
const ACCOUNT_CACHE_SIZE = 200_000;

// Postings that arrive while a group is in the database leave together in the next group (one
// round trip, one commit). Two groups may be out at once: a group changes the hot house accounts
// only at its end, so the second does its work while the first commits; the second leaves with
// at least 8 postings, else they wait for the first (a string of tiny second groups, each with
// its commit and its turn at the house account's row, cost more than the wait: bench/README.md).
// The cap bounds the time one transaction holds its rows.
const POSTING_GROUP = { maxGroup: 64, maxInFlight: 2, minWhileBusy: 8 };

/** The game round an entry is part of (bets, wins, refunds and rollbacks). */
export interface RoundChange {
  vendorId: number;
  /** The vendor's round id. */
  roundId: string;
  /** The game of a round this entry may open (a bet). */
  game?: { id: number; categoryCode: string };
  isDemo: boolean;
  /** A win that ends the round; later bets and wins on it are refused. */
  closes?: boolean;
  /** A win's site-wide id on the winner board. */
  winId?: string;
}

/** One journal entry to post. Its lines must keep the rule of its kind (entry-kinds.ts). */
export interface Posting {
  kind: JournalEntryKind;
  merchantId: number;
  /** The member whose money it moves (for a MEMBER_TRANSFER, the sender). */
  memberId: number | null;
  /** Who the key belongs to (`transfer:<member>`, `seamless:<vendor>`, `seed`...). */
  scope: string;
  key: string;
  /** The request as the caller understood it; a retry must send the same. */
  request: unknown;
  /**
   * None for a ROLLBACK (it moves the lines of the entry it reverses, the sign turned) or a
   * ROUND_CLOSE (it moves nothing).
   */
  lines: readonly LineRequest[];
  round?: RoundChange;
  /** A ROLLBACK's target: the key, in the same scope, of the bet (or sports win) it cancels. */
  reverses?: string;
}

export interface PostedEntry {
  entryId: bigint;
  createdAt: Date;
  /** True when the key had been used before and this is the first result again. */
  replayed: boolean;
  /** None when the entry moved no money (a round closed, a rollback of a bet never seen). */
  lines: LineRow[];
}

/** A member's money movement between MAIN and HOLD (a withdrawal). */
export interface HoldRequest {
  merchantId: number;
  memberId: number;
  amount: string;
  /** The withdrawal's own key: hold, release and payout each use it in their own scope. */
  key: string;
}

/**
 * The ledger's port: the only writer of journal entries and balances. Every posting is one
 * journal entry whose lines sum to zero, sent with the postings waiting at that moment in one
 * call of `ledger_post_entries` (group commit), idempotent by (scope, key).
 */
@Injectable()
export class LedgerService {
  /** Account ids by merchant/member/kind/vendor: an account, once open, never changes. */
  private readonly accounts = new Map<string, number>();
  /** Demo accounts whose opening grant this process has seen posted. */
  private readonly grantedDemoAccounts = new Set<number>();
  private readonly currencies = new Map<number, OperatorCurrency>();
  private readonly postings: GroupSender<NewPosting, PostEntryResult>;

  constructor(private readonly ledger: LedgerRepository) {
    this.postings = new GroupSender(
      (group, deadline) =>
        afterRoundRaces(() => this.ledger.postEntries(group, undefined, deadline)),
      POSTING_GROUP,
    );
  }

  /**
   * Posts the entry, or answers the key's first entry again; refusals are AppErrors. With a
   * `deadline` (a `Date.now()` value) it commits by then or not at all: past it, it fails with
   * an error `isDeadlineError` recognises and nothing is written.
   */
  async post(posting: Posting, deadline: number | null = null): Promise<PostedEntry> {
    const decimals = await this.currencyDecimals(posting.merchantId);
    return postedOrRefused(
      await this.postings.submit(checked(posting, decimals), deadline),
      decimals,
    );
  }

  /**
   * Posts the entry inside the caller's transaction, so it commits with the caller's own change
   * (a deposit's approval, a withdrawal's state) or not at all. Outside the group commit: for
   * the back office's decisions, not for game traffic.
   */
  async postWithin(tx: Prisma.TransactionClient, posting: Posting): Promise<PostedEntry> {
    const decimals = await this.currencyDecimals(posting.merchantId);
    const [result] = await this.ledger.postEntries([checked(posting, decimals)], tx);
    if (!result) throw new Error(`ledger_post_entries answered nothing for ${posting.key}`);
    return postedOrRefused(result, decimals);
  }

  /**
   * Posts several entries inside the caller's transaction in one call of the posting function
   * (a payout job's batch); the answers come in the postings' order.
   */
  async postAllWithin(
    tx: Prisma.TransactionClient,
    postings: readonly Posting[],
  ): Promise<PostedEntry[]> {
    if (postings.length === 0) return [];
    const decimals = await this.currencyDecimals(postings[0].merchantId);
    if (postings.some((posting) => posting.merchantId !== postings[0].merchantId)) {
      throw new Error('postAllWithin posts the entries of one operator');
    }
    const results = await this.ledger.postEntries(
      postings.map((posting) => checked(posting, decimals)),
      tx,
    );
    return results.map((result) => postedOrRefused(result, decimals));
  }

  /** A withdrawal request: the amount leaves MAIN for the member's HOLD account at once. */
  async hold(request: HoldRequest): Promise<PostedEntry> {
    const [main, hold] = await this.mainAndHold(request);
    return this.postHold('WITHDRAWAL_HOLD', request, movement(main, hold, request.amount));
  }

  /** A rejected or cancelled withdrawal: its hold goes back to MAIN. */
  async release(request: HoldRequest): Promise<PostedEntry> {
    const [main, hold] = await this.mainAndHold(request);
    return this.postHold('WITHDRAWAL_RELEASE', request, movement(hold, main, request.amount));
  }

  /** A withdrawal paid out: its hold leaves the site through HOUSE_CASH. */
  async payOut(request: HoldRequest): Promise<PostedEntry> {
    const [, hold] = await this.mainAndHold(request);
    const cash = await this.houseAccount(request.merchantId, 'HOUSE_CASH');
    return this.postHold('WITHDRAWAL_PAYOUT', request, movement(hold, cash, request.amount));
  }

  /** The account's balance in its operator's currency ("100.00" for MYR). */
  async balance(account: AccountHandle): Promise<string> {
    const { merchantId, balance } = await this.ledger.balanceById(account.id);
    return amountAtScale(balance, await this.currencyDecimals(merchantId));
  }

  /** The member's accounts of these kinds with their balances in the operator's currency. */
  async memberBalances(
    memberId: number,
    kinds: readonly LedgerAccountKind[],
  ): Promise<LedgerAccountRow[]> {
    const rows = await this.ledger.memberAccounts(memberId, kinds);
    const [first] = rows;
    if (!first) return [];
    const decimals = await this.currencyDecimals(first.merchantId);
    return rows.map(({ merchantId: _merchantId, ...row }) => ({
      ...row,
      balance: amountAtScale(row.balance, decimals),
    }));
  }

  /** Each member's MAIN balance in the operator's currency, in one read ("0.00" when none). */
  async mainBalances(merchantId: number, memberIds: number[]): Promise<Map<number, string>> {
    const [rows, decimals] = await Promise.all([
      this.ledger.mainBalances(memberIds),
      this.currencyDecimals(merchantId),
    ]);
    const balances = new Map(memberIds.map((id) => [id, amountAtScale('0', decimals)]));
    for (const row of rows) balances.set(row.memberId, amountAtScale(row.balance, decimals));
    return balances;
  }

  /**
   * A member's account, opened empty when missing. Opened outside any posting: an empty account
   * left behind by a refused posting is harmless, and the common case (it exists) is cached.
   */
  memberAccount(
    merchantId: number,
    memberId: number,
    kind: 'MAIN' | 'VENDOR' | 'HOLD' | 'POINTS' | 'POINT_HOLD',
    vendor: { id: number; code: string } | null = null,
  ): Promise<AccountHandle> {
    return this.account({ merchantId, memberId, kind, vendorId: vendor?.id ?? null }, vendor);
  }

  /**
   * The MAIN accounts of many members (a payout job's batch), opened where missing: one
   * statement for those not known yet, rather than one each.
   */
  async mainAccounts(merchantId: number, memberIds: readonly number[]): Promise<AccountHandle[]> {
    const cacheKey = (memberId: number) => `${merchantId}/${memberId}/MAIN/`;
    const missing = memberIds.filter((memberId) => !this.accounts.has(cacheKey(memberId)));
    if (missing.length > 0) {
      const ids = await this.ledger.ensureMainAccounts(
        merchantId,
        missing,
        await this.currency(merchantId),
      );
      if (this.accounts.size + ids.size >= ACCOUNT_CACHE_SIZE) this.accounts.clear();
      for (const [memberId, id] of ids) this.accounts.set(cacheKey(memberId), id);
    }
    return memberIds.map((memberId) => ({
      id: this.accounts.get(cacheKey(memberId))!,
      kind: 'MAIN',
      vendorCode: null,
      memberId,
    }));
  }

  /** One of the operator's house accounts, opened on first use. */
  houseAccount(
    merchantId: number,
    kind:
      | 'HOUSE_CASH'
      | 'HOUSE_GAME'
      | 'HOUSE_DEMO'
      | 'HOUSE_PROMOTION'
      | 'HOUSE_COMMISSION'
      | 'HOUSE_POINTS',
    vendor: { id: number; code: string } | null = null,
  ): Promise<AccountHandle> {
    return this.account({ merchantId, memberId: null, kind, vendorId: vendor?.id ?? null }, vendor);
  }

  /**
   * A demo account's play-money wallet, with DEMO_OPENING_BALANCE granted from the operator's
   * HOUSE_DEMO account before anyone sees it: the grant is keyed by the member, so the first
   * caller posts it and every other (in any process) gets the same entry back.
   */
  async demoAccount(merchantId: number, memberId: number): Promise<AccountHandle> {
    const account = await this.account({ merchantId, memberId, kind: 'DEMO', vendorId: null });
    if (this.grantedDemoAccounts.has(account.id)) return account;
    const house = await this.houseAccount(merchantId, 'HOUSE_DEMO');
    await this.post({
      merchantId,
      kind: 'DEMO_GRANT',
      scope: 'demo-grant',
      key: String(memberId),
      request: { memberId },
      memberId,
      lines: movement(house, account, DEMO_OPENING_BALANCE),
    });
    if (this.grantedDemoAccounts.size >= ACCOUNT_CACHE_SIZE) this.grantedDemoAccounts.clear();
    this.grantedDemoAccounts.add(account.id);
    return account;
  }

  /**
   * Refuses (VALIDATION_FAILED on `field`) an amount finer than the operator's currency allows,
   * before anything is posted: the ledger never rounds one.
   */
  async assertFitsCurrency(merchantId: number, amount: string, field = 'amount'): Promise<void> {
    const { code, decimals } = await this.operatorCurrency(merchantId);
    if (!amountFitsScale(amount, decimals)) throw amountTooFine(field, code, decimals);
  }

  /** The operator's currency code; accounts are opened in it. */
  async currency(merchantId: number): Promise<string> {
    return (await this.operatorCurrency(merchantId)).code;
  }

  /**
   * The decimals of the operator's currency (MYR 2): amounts finer than this are refused, and
   * the ledger's answers are written with exactly this many.
   */
  async currencyDecimals(merchantId: number): Promise<number> {
    return (await this.operatorCurrency(merchantId)).decimals;
  }

  private async operatorCurrency(merchantId: number): Promise<OperatorCurrency> {
    let currency = this.currencies.get(merchantId);
    if (currency === undefined) {
      currency = await this.ledger.merchantCurrency(merchantId);
      this.currencies.set(merchantId, currency);
    }
    return currency;
  }

  private async account(
    key: AccountKey,
    vendor: { code: string } | null = null,
  ): Promise<AccountHandle> {
    const cacheKey = `${key.merchantId}/${key.memberId ?? ''}/${key.kind}/${key.vendorId ?? ''}`;
    let id = this.accounts.get(cacheKey);
    if (id === undefined) {
      const currency = POINT_KINDS.includes(key.kind)
        ? POINTS_CURRENCY
        : await this.currency(key.merchantId);
      ({ id } = await this.ledger.ensureAccount(key, currency));
      if (this.accounts.size >= ACCOUNT_CACHE_SIZE) this.accounts.clear();
      this.accounts.set(cacheKey, id);
    }
    return { id, kind: key.kind, vendorCode: vendor?.code ?? null, memberId: key.memberId };
  }

  private mainAndHold(request: HoldRequest): Promise<[AccountHandle, AccountHandle]> {
    return Promise.all([
      this.memberAccount(request.merchantId, request.memberId, 'MAIN'),
      this.memberAccount(request.merchantId, request.memberId, 'HOLD'),
    ]);
  }

  private postHold(
    kind: 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAYOUT',
    request: HoldRequest,
    lines: LineRequest[],
  ): Promise<PostedEntry> {
    return this.post({
      kind,
      merchantId: request.merchantId,
      memberId: request.memberId,
      scope: `${kind.toLowerCase()}:${request.memberId}`,
      key: request.key,
      request: { amount: request.amount },
      lines,
    });
  }
}

// A group that opens a round another group (of this process or another) opened meanwhile fails
// as a whole with a serialization failure (ledger_post_entries, step 5) after that other group
// committed: sent again, it finds the round. Each try loses only to a new opener of one of its
// rounds, so a few tries settle any race.
const ROUND_RACE_TRIES = 5;
const SERIALIZATION_FAILURE = '40001';

async function afterRoundRaces<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== SERIALIZATION_FAILURE || attempt >= ROUND_RACE_TRIES) throw error;
    }
  }
}

/** A ledger for a command outside the API (the seed): the same engine, through Prisma. */
export function standaloneLedger(prisma: PrismaClient): LedgerService {
  return new LedgerService(new LedgerRepository(prisma));
}

function checked(posting: Posting, decimals: number): NewPosting {
  const broken = ruleBroken(posting.kind, posting.memberId, posting.lines, decimals);
  if (broken) throw new Error(`Posting ${posting.scope} ${posting.key}: ${broken}`);
  return toNewPosting(posting);
}

// The lines come back at the ledger's scale and leave in the currency's: exact, since every
// amount posted fits the currency (checked below), so nothing is ever rounded.
function postedOrRefused(result: PostEntryResult, decimals: number): PostedEntry {
  if (result.outcome === 'POSTED' || result.outcome === 'REPLAYED') {
    return {
      entryId: result.entryId,
      createdAt: result.createdAt,
      replayed: result.outcome === 'REPLAYED',
      lines: result.lines.map((line) => ({
        ...line,
        amount: amountAtScale(line.amount, decimals),
        balanceAfter: amountAtScale(line.balanceAfter, decimals),
      })),
    };
  }
  throw refusal(result.outcome);
}

function toNewPosting(posting: Posting): NewPosting {
  const { round } = posting;
  const effect = ENTRY_KINDS[posting.kind].round;
  return {
    entry: {
      merchantId: posting.merchantId,
      kind: posting.kind,
      scope: posting.scope,
      key: posting.key,
      requestHash: hashRequest(posting.request),
      memberId: posting.memberId,
      round:
        round && effect
          ? {
              effect,
              vendorId: round.vendorId,
              roundId: round.roundId,
              gameId: round.game?.id ?? null,
              categoryCode: round.game?.categoryCode ?? null,
              isDemo: round.isDemo,
              closes: round.closes ?? false,
              winId: round.winId ?? null,
            }
          : null,
      reversesKey: posting.reverses ?? null,
    },
    lines: inLockOrder(posting.lines).map((line) => ({
      accountId: line.account.id,
      amount: line.amount,
    })),
  };
}

const REFUSALS: Record<PostingRefusal, () => AppError> = {
  ROLLED_BACK: () =>
    new AppError('TRANSACTION_ROLLED_BACK', 'This transaction was rolled back before it arrived'),
  ROUND_ROLLED_BACK: () =>
    new AppError('TRANSACTION_ROLLED_BACK', 'Every bet of this round was rolled back'),
  KEY_REUSED: () =>
    new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another request',
    ),
  INSUFFICIENT_FUNDS: () => new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance'),
  NOT_FOUND: () => new AppError('TRANSACTION_NOT_FOUND', 'No such transaction'),
  ROUND_NOT_FOUND: () => new AppError('TRANSACTION_NOT_FOUND', 'No such transaction'),
  ROUND_CLOSED: () => new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already closed'),
  ROUND_SETTLED: () => new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already settled'),
  EXCEEDS_STAKE: () =>
    invalidInput({ amount: 'This would give back more than the stake left on the round' }),
};

function refusal(outcome: PostingRefusal): AppError {
  return REFUSALS[outcome]();
}

/** Member accounts before house accounts, then by id: the order answers list lines in. */
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
