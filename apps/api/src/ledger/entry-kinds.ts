import { amountFitsScale, amountToUnits, LEDGER_DECIMALS } from '@wps/shared-types';
import type { JournalEntryKind, LedgerAccountKind } from '../generated/prisma/client.js';

/**
 * The accounts without a member: the operator's side of every entry. Only these may go below
 * zero (HOUSE_CASH is money that came in from outside, HOUSE_GAME what vendors' games won or lost).
 */
export const HOUSE_KINDS: readonly LedgerAccountKind[] = [
  'HOUSE_CASH',
  'HOUSE_GAME',
  'HOUSE_DEMO',
  'HOUSE_PROMOTION',
  'HOUSE_COMMISSION',
  'HOUSE_POINTS',
];

/**
 * The point accounts: their currency is POINTS_CURRENCY, never the operator's cash currency. A
 * points entry moves points only; a conversion is two entries (POINT_SPEND, POINT_CONVERSION)
 * in one transaction, because the journal's balance check sums the lines of an entry whatever
 * their currency.
 */
export const POINT_KINDS: readonly LedgerAccountKind[] = ['POINTS', 'POINT_HOLD', 'HOUSE_POINTS'];

/** The member's wallets a game can play from: MAIN (seamless), a vendor's (transfer), DEMO. */
const GAME_WALLETS: readonly LedgerAccountKind[] = ['MAIN', 'VENDOR', 'DEMO'];
const GAME_HOUSES: readonly LedgerAccountKind[] = ['HOUSE_GAME', 'HOUSE_DEMO'];

/**
 * What an entry does to its game round (see migrations 20261125020000_posting_engine and
 * 20261126001000_round_engine): CLOSE settles an open round and moves nothing.
 */
export type RoundEffect = 'STAKE' | 'PAYOUT' | 'UNSTAKE' | 'REVERSE' | 'CLOSE';

export interface EntryKindRule {
  /** The account kinds money may leave (the entry's negative lines). */
  from: readonly LedgerAccountKind[];
  /** The account kinds money may reach (its positive lines). */
  to: readonly LedgerAccountKind[];
  /** Every line is an account of the entry's member, or a house account. */
  members: 'one' | 'two';
  /** What it does to a game round, when it is part of one. */
  round?: RoundEffect;
  /** A zero amount is an entry of its own (a free bet, a losing round's closing win). */
  zeroAllowed?: boolean;
}

/**
 * Every kind of money movement the ledger posts. The checks every kind shares hold for all:
 * lines sum to zero, a member account (MAIN, VENDOR, DEMO, HOLD) never goes below zero (a hold
 * is released or paid out only as far as it holds), an idempotency key is applied once. Adding a
 * kind is a row here, its enum value in a migration, and a test.
 */
export const ENTRY_KINDS: Readonly<Record<JournalEntryKind, EntryKindRule>> = {
  /** Between a member's own wallets: MAIN and transfer-wallet vendors. */
  // Zero allowed: "all back to main" with nothing to bring back is still answered with an entry.
  TRANSFER: { from: ['MAIN', 'VENDOR'], to: ['MAIN', 'VENDOR'], members: 'one', zeroAllowed: true },
  /** From one member's MAIN to another's (an agent and its upline or downline). */
  MEMBER_TRANSFER: { from: ['MAIN'], to: ['MAIN'], members: 'two' },
  BET_DEBIT: {
    from: GAME_WALLETS,
    to: GAME_HOUSES,
    members: 'one',
    round: 'STAKE',
    zeroAllowed: true,
  },
  WIN_CREDIT: {
    from: GAME_HOUSES,
    to: GAME_WALLETS,
    members: 'one',
    round: 'PAYOUT',
    zeroAllowed: true,
  },
  /** A vendor gives back part or all of a stake of a round still open. */
  REFUND: { from: GAME_HOUSES, to: GAME_WALLETS, members: 'one', round: 'UNSTAKE' },
  /**
   * Cancels one bet: its own lines with the sign turned (the posting names the bet's key). A bet
   * the ledger never saw is cancelled with no lines, and its key can never be debited.
   */
  ROLLBACK: { from: GAME_HOUSES, to: GAME_WALLETS, members: 'one', round: 'REVERSE' },
  /**
   * Takes a win of a resettled sports round back: the win's lines with the sign turned. Posted
   * as a ROLLBACK naming the win; the ledger writes it with this kind.
   */
  WIN_ROLLBACK: { from: GAME_WALLETS, to: GAME_HOUSES, members: 'one', round: 'REVERSE' },
  /** Ends an open round (the vendor's end of round, or the idle-rounds timeout); no lines. */
  ROUND_CLOSE: { from: [], to: [], members: 'one', round: 'CLOSE' },
  /** A win without a bet (a promotion, tournament or jackpot payout): no round. */
  PRIZE_CREDIT: { from: GAME_HOUSES, to: GAME_WALLETS, members: 'one' },
  /** An operator's correction, and the opening balances of seeded accounts. */
  ADJUSTMENT: { from: ['HOUSE_CASH', 'MAIN'], to: ['MAIN', 'HOUSE_CASH'], members: 'one' },
  DEMO_GRANT: { from: ['HOUSE_DEMO'], to: ['DEMO'], members: 'one' },
  DEPOSIT: { from: ['HOUSE_CASH'], to: ['MAIN'], members: 'one' },
  /** A withdrawal request: the amount leaves MAIN at once and waits on HOLD. */
  WITHDRAWAL_HOLD: { from: ['MAIN'], to: ['HOLD'], members: 'one' },
  /** A rejected or cancelled withdrawal: the hold goes back to MAIN. */
  WITHDRAWAL_RELEASE: { from: ['HOLD'], to: ['MAIN'], members: 'one' },
  /** A withdrawal paid out: the hold leaves the site. */
  WITHDRAWAL_PAYOUT: { from: ['HOLD'], to: ['HOUSE_CASH'], members: 'one' },
  /** A bonus; its turnover requirement is the bonus feature's, not a money movement. */
  BONUS_GRANT: { from: ['HOUSE_PROMOTION'], to: ['MAIN'], members: 'one' },
  REBATE: { from: ['HOUSE_PROMOTION'], to: ['MAIN'], members: 'one' },
  /** An operator takes a bonus back (as far as MAIN still holds it). */
  BONUS_FORFEIT: { from: ['MAIN'], to: ['HOUSE_PROMOTION'], members: 'one' },
  POINT_CONVERSION: { from: ['HOUSE_PROMOTION'], to: ['MAIN'], members: 'one' },
  SALARY: { from: ['HOUSE_COMMISSION'], to: ['MAIN'], members: 'one' },
  DIVIDEND: { from: ['HOUSE_COMMISSION'], to: ['MAIN'], members: 'one' },
  /** An upline distributes a dividend it owes a downline agent: its MAIN to the agent's MAIN. */
  DIVIDEND_DISTRIBUTION: { from: ['MAIN'], to: ['MAIN'], members: 'two' },
  /** Points earned from valid turnover (the earning job), and the seed's demo points. */
  POINT_EARNING: { from: ['HOUSE_POINTS'], to: ['POINTS'], members: 'one' },
  /** The points side of a conversion to cash (its cash side is a POINT_CONVERSION). */
  POINT_SPEND: { from: ['POINTS'], to: ['HOUSE_POINTS'], members: 'one' },
  /** A redemption of goods: its points wait on POINT_HOLD until the order is decided. */
  POINT_HOLD: { from: ['POINTS'], to: ['POINT_HOLD'], members: 'one' },
  /** A rejected redemption: the held points go back. */
  POINT_HOLD_RELEASE: { from: ['POINT_HOLD'], to: ['POINTS'], members: 'one' },
  /** A passed redemption: the held points are spent. */
  POINT_HOLD_SETTLE: { from: ['POINT_HOLD'], to: ['HOUSE_POINTS'], members: 'one' },
};

/** The kinds whose entry is the sender's and whose other line is another member's MAIN. */
export const MEMBER_TO_MEMBER_KINDS: readonly JournalEntryKind[] = (
  Object.keys(ENTRY_KINDS) as JournalEntryKind[]
).filter((kind) => ENTRY_KINDS[kind].members === 'two');

/** An account a line posts to, as the caller resolved it. */
export interface AccountHandle {
  id: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
  /** The member it belongs to; null for a house account. */
  memberId: number | null;
}

/** A posted line: its account, its signed amount and the account's balance after it. */
export interface LineRow {
  accountId: number;
  kind: LedgerAccountKind;
  vendorCode: string | null;
  amount: string;
  balanceAfter: string;
}

export interface LineRequest {
  account: AccountHandle;
  /** Signed decimal string: negative takes money from the account. */
  amount: string;
}

/**
 * Why the lines of an entry of `kind` break its rule, or null when they keep it. Amounts are
 * compared in whole units of the currency's finest amount, exactly (no floating point); an
 * amount finer than the currency allows breaks every rule (the ledger never rounds).
 */
export function ruleBroken(
  kind: JournalEntryKind,
  memberId: number | null,
  lines: readonly LineRequest[],
  decimals: number,
): string | null {
  const rule = ENTRY_KINDS[kind];
  if (rule.round === 'REVERSE') {
    return lines.length === 0 ? null : `${kind} takes its lines from the entry it reverses`;
  }
  if (rule.round === 'CLOSE') return lines.length === 0 ? null : `${kind} moves no money`;
  if (lines.length === 0) return `${kind} needs lines`;
  let total = 0n;
  const members = new Set<number>();
  for (const { account, amount } of lines) {
    const units = toUnits(amount, decimals);
    if (units === null) return `${amount} is not an amount of ${decimals} decimals at most`;
    total += units;
    const side = units < 0n || amount.startsWith('-') ? rule.from : rule.to;
    if (!side.includes(account.kind)) {
      return `${kind} cannot ${units < 0n ? 'debit' : 'credit'} a ${account.kind} account`;
    }
    if (account.memberId !== null) members.add(account.memberId);
    if (units === 0n && !rule.zeroAllowed) return `${kind} cannot move nothing`;
  }
  if (total !== 0n) return `the lines of ${kind} do not sum to zero`;
  if (rule.members === 'one') {
    if (memberId === null || [...members].some((member) => member !== memberId)) {
      return `${kind} moves money of its own member only`;
    }
  } else if (members.size !== 2 || memberId === null || !members.has(memberId)) {
    return `${kind} moves money from its member to one other member`;
  }
  return null;
}

/** A decimal string with at most four decimals, in ten-thousandths. */
// At most 18 digits before the point and LEDGER_DECIMALS after it: what NUMERIC(24, 6) holds.
const LEDGER_AMOUNT = new RegExp(`^-?\\d{1,18}(?:\\.\\d{1,${LEDGER_DECIMALS}})?$`);

function toUnits(amount: string, decimals: number): bigint | null {
  if (!LEDGER_AMOUNT.test(amount) || !amountFitsScale(amount, decimals)) return null;
  return amountToUnits(amount, decimals);
}

/** The lines of an entry that moves `amount` from one account to another. */
export function movement(from: AccountHandle, to: AccountHandle, amount: string): LineRequest[] {
  return [
    { account: from, amount: `-${amount}` },
    { account: to, amount },
  ];
}
