import { randomBytes, randomUUID } from 'node:crypto';
import type { ConformancePlayer, ConformanceSetup, PlayerRole } from './conformance-setup.js';
import { formatUnits, smallestUnit, toUnits } from './kit-money.js';
import type { Exchange, Expected, WalletProtocol } from './wallet-protocol.js';

/** What a case works with: the protocol, the setup, and the record of what it sent and saw. */
export interface CaseContext {
  protocol: WalletProtocol;
  setup: ConformanceSetup;
  player(role: PlayerRole): ConformancePlayer;
  /** A new transaction or round id (vendors' ids are opaque; UUIDs suit every protocol). */
  id(): string;
  /** `amount` written with the currency's decimals ("2.5" -> "2.50"). */
  money(amount: string): string;
  /** Sends one call and records the exchange. */
  send(call: Promise<Exchange>): Promise<Exchange>;
  /** The exchange must have ended in `expected` (in the protocol's words). */
  expect(exchange: Exchange, expected: Expected): void;
  /** A condition the case checks, with what it means when it fails. */
  check(holds: boolean, failure: string): void;
  /** The money the case should move on a player's wallet (zero unless said). */
  moves(role: PlayerRole, amount: string): void;
}

export interface ConformanceCase {
  name: string;
  title: string;
  /** Whose wallets the case measures before and after. */
  players: PlayerRole[];
  /** Why the case does not apply to this protocol or currency; null when it does. */
  notApplicable?(protocol: WalletProtocol, setup: ConformanceSetup): string | null;
  run(context: CaseContext): Promise<void>;
}

/** A bet of the normal player on a new round: the ids and the call. */
function betOn(context: CaseContext, amount: string, roundId = context.id()) {
  return {
    player: context.player('normal'),
    transactionId: context.id(),
    roundId,
    gameCode: context.setup.gameCode,
    amount: context.money(amount),
  };
}

/** The win that settles `bet`'s round (closing it unless told otherwise). */
function winOf(
  context: CaseContext,
  bet: ReturnType<typeof betOn>,
  amount: string,
  roundClosed = true,
) {
  return {
    ...bet,
    transactionId: context.id(),
    amount: context.money(amount),
    roundClosed,
    betTransactionId: bet.transactionId,
  };
}

function rollbackOf(context: CaseContext, bet: ReturnType<typeof betOn>) {
  return {
    player: bet.player,
    transactionId: context.id(),
    referenceTransactionId: bet.transactionId,
    roundId: bet.roundId,
    gameCode: bet.gameCode,
  };
}

function sameBalance(context: CaseContext, first: Exchange, again: Exchange): void {
  context.check(
    again.outcome.balance === first.outcome.balance,
    `the repeat answered balance ${again.outcome.balance}, the first ${first.outcome.balance}`,
  );
}

/** One whole unit more than the balance `answer` told. */
function aboveBalance(context: CaseContext, answer: Exchange): string {
  return formatUnits(toUnits(answer.outcome.balance ?? '0') + toUnits('1'), context.setup.decimals);
}

/** A refused bet of `role` on a new round. */
async function refusedBet(
  context: CaseContext,
  role: PlayerRole,
  expected: Expected,
  change: { amount?: string; currency?: string; gameCode?: string; token?: string } = {},
): Promise<Exchange> {
  const player = context.player(role);
  const refused = await context.send(
    context.protocol.bet({
      player: change.token ? { ...player, token: change.token } : player,
      transactionId: context.id(),
      roundId: context.id(),
      gameCode: change.gameCode ?? context.setup.gameCode,
      amount: context.money(change.amount ?? '1'),
      ...(change.currency === undefined ? {} : { currency: change.currency }),
    }),
  );
  context.expect(refused, expected);
  return refused;
}

/** The cases a vendor's certification runs, in the order they run. */
export const CONFORMANCE_CASES: readonly ConformanceCase[] = [
  {
    name: 'duplicate-bet',
    title: 'A bet sent twice moves the money once and answers the same',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '10');
      const first = await context.send(context.protocol.bet(bet));
      const again = await context.send(context.protocol.bet(bet));
      context.expect(first, 'OK');
      context.expect(again, 'OK');
      sameBalance(context, first, again);
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '0'))), 'OK');
      context.moves('normal', '-10');
    },
  },
  {
    name: 'duplicate-win',
    title: 'A win sent twice pays once and answers the same',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '5');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      const win = winOf(context, bet, '7');
      const first = await context.send(context.protocol.win(win));
      const again = await context.send(context.protocol.win(win));
      context.expect(first, 'OK');
      context.expect(again, 'OK');
      sameBalance(context, first, again);
      context.moves('normal', '2');
    },
  },
  {
    name: 'reused-transaction-id',
    title: 'A transaction id sent again with another amount is refused',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '3');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      const changed = { ...bet, amount: context.money('4') };
      context.expect(await context.send(context.protocol.bet(changed)), 'IDEMPOTENCY_KEY_REUSED');
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '0'))), 'OK');
      context.moves('normal', '-3');
    },
  },
  {
    name: 'concurrent-duplicates',
    title: 'Five copies of a bet at the same moment move the money once',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '2');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => context.send(context.protocol.bet(bet))),
      );
      for (const answer of answers) {
        context.expect(answer, 'OK');
        sameBalance(context, answers[0], answer);
      }
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '0'))), 'OK');
      context.moves('normal', '-2');
    },
  },
  {
    name: 'concurrent-bets-on-a-round',
    title: 'Bets on one new round sent at the same moment are all taken',
    players: ['normal'],
    async run(context) {
      // A live table sends the bets of several spots at once, the first of them opening the round.
      const first = betOn(context, '1');
      const bets = [first, betOn(context, '1', first.roundId), betOn(context, '1', first.roundId)];
      const answers = await Promise.all(bets.map((bet) => context.send(context.protocol.bet(bet))));
      for (const answer of answers) context.expect(answer, 'OK');
      context.expect(await context.send(context.protocol.win(winOf(context, first, '0'))), 'OK');
      context.moves('normal', '-3');
    },
  },
  {
    name: 'several-bets-and-wins',
    title: 'A round takes several bets and wins until a win closes it',
    players: ['normal'],
    async run(context) {
      const first = betOn(context, '1');
      const second = betOn(context, '2', first.roundId);
      // One after the other, as a game plays them.
      const calls = [
        () => context.protocol.bet(first),
        () => context.protocol.bet(second),
        () => context.protocol.win(winOf(context, first, '0.5', false)),
        () => context.protocol.win(winOf(context, second, '1.5', false)),
        () => context.protocol.win(winOf(context, second, '0', true)),
      ];
      for (const call of calls) context.expect(await context.send(call()), 'OK');
      const late = betOn(context, '1', first.roundId);
      context.expect(await context.send(context.protocol.bet(late)), 'TRANSACTION_ALREADY_SETTLED');
      context.moves('normal', '-1');
    },
  },
  {
    name: 'round-closed-by-end-round',
    title: 'The end-of-round call closes an open round',
    players: ['normal'],
    notApplicable: (protocol) =>
      protocol.endRound ? null : 'the protocol closes rounds by a flag on a win or rollback',
    async run(context) {
      const endRound = context.protocol.endRound?.bind(context.protocol);
      if (!endRound) return;
      const bet = betOn(context, '1');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      context.expect(
        await context.send(context.protocol.win(winOf(context, bet, '2', false))),
        'OK',
      );
      const end = { ...bet, transactionId: context.id() };
      context.expect(await context.send(endRound(end)), 'OK');
      context.expect(
        await context.send(context.protocol.win(winOf(context, bet, '1'))),
        'TRANSACTION_ALREADY_SETTLED',
      );
      context.moves('normal', '1');
    },
  },
  {
    name: 'rollback-of-a-bet',
    title: 'A rollback returns the stake once, however often it comes',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '4');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      const first = await context.send(context.protocol.rollback(rollbackOf(context, bet)));
      const again = await context.send(context.protocol.rollback(rollbackOf(context, bet)));
      context.expect(first, 'OK');
      context.expect(again, 'OK');
      sameBalance(context, first, again);
    },
  },
  {
    name: 'rollback-before-the-bet',
    title: 'A rollback of a bet never seen is accepted, and that bet is refused after it',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '5');
      context.expect(await context.send(context.protocol.rollback(rollbackOf(context, bet))), 'OK');
      context.expect(await context.send(context.protocol.bet(bet)), 'TRANSACTION_ROLLED_BACK');
    },
  },
  {
    name: 'rollback-after-a-win',
    title: 'A rollback of a bet whose round a win settled is refused',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '3');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '5'))), 'OK');
      context.expect(
        await context.send(context.protocol.rollback(rollbackOf(context, bet))),
        'TRANSACTION_ALREADY_SETTLED',
      );
      context.moves('normal', '2');
    },
  },
  {
    name: 'insufficient-funds',
    title: 'A bet above the balance is refused and takes nothing',
    players: ['poor'],
    async run(context) {
      const balance = await context.send(context.protocol.balance(context.player('poor')));
      context.expect(balance, 'OK');
      const above = aboveBalance(context, balance);
      await refusedBet(context, 'poor', 'INSUFFICIENT_FUNDS', { amount: above });
    },
  },
  {
    name: 'error-answer-carries-balance',
    title: 'A refused bet answers the balance with it',
    players: ['poor'],
    async run(context) {
      const balance = await context.send(context.protocol.balance(context.player('poor')));
      const above = aboveBalance(context, balance);
      const refused = await refusedBet(context, 'poor', 'INSUFFICIENT_FUNDS', { amount: above });
      context.check(
        refused.outcome.balance !== null &&
          toUnits(refused.outcome.balance) === toUnits(balance.outcome.balance ?? '0'),
        `the refusal answered balance ${refused.outcome.balance}, the wallet holds ${balance.outcome.balance}`,
      );
    },
  },
  {
    name: 'disabled-player',
    title: 'A disabled player cannot bet',
    players: ['disabled'],
    async run(context) {
      await refusedBet(context, 'disabled', 'PLAYER_DISABLED');
    },
  },
  {
    name: 'wrong-currency',
    title: 'A bet in another currency than the wallet is refused',
    players: ['normal'],
    async run(context) {
      await refusedBet(context, 'normal', 'WRONG_CURRENCY', {
        currency: context.setup.otherCurrency,
      });
    },
  },
  {
    name: 'expired-token',
    title: 'A bet with an expired token is refused as expired',
    players: ['normal'],
    async run(context) {
      await refusedBet(context, 'expired', 'TOKEN_EXPIRED');
    },
  },
  {
    name: 'unknown-token',
    title: 'A bet with a token the site never gave is refused as unknown',
    players: ['normal'],
    async run(context) {
      await refusedBet(context, 'normal', 'UNAUTHENTICATED', {
        token: randomBytes(32).toString('base64url'),
      });
    },
  },
  {
    name: 'unknown-game',
    title: 'A bet on a game the vendor does not have is refused',
    players: ['normal'],
    async run(context) {
      await refusedBet(context, 'normal', 'NOT_FOUND', {
        gameCode: `no-such-game-${randomUUID()}`,
      });
    },
  },
  {
    name: 'too-fine-amount',
    title: 'An amount finer than the currency allows is refused, never rounded',
    players: ['normal'],
    notApplicable: (protocol, setup) => protocol.unsendable(tooFine(setup)),
    async run(context) {
      await refusedBet(context, 'normal', 'VALIDATION_FAILED', { amount: tooFine(context.setup) });
    },
  },
  {
    name: 'four-decimal-amounts',
    title: 'Amounts with four decimals move exactly that',
    players: ['normal'],
    notApplicable: (_protocol, setup) =>
      setup.decimals >= 4 ? null : `${setup.currency} has ${setup.decimals} decimals`,
    async run(context) {
      const bet = betOn(context, '1.2345');
      context.expect(await context.send(context.protocol.bet(bet)), 'OK');
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '0.0005'))), 'OK');
      context.moves('normal', '-1.234');
    },
  },
  {
    name: 'replayed-request',
    title: 'A captured request sent again moves nothing; altered, it fails its signature',
    players: ['normal'],
    async run(context) {
      const bet = betOn(context, '2');
      const sent = await context.send(context.protocol.bet(bet));
      context.expect(sent, 'OK');
      const replayed = await context.send(context.protocol.replay(sent));
      context.expect(replayed, 'OK');
      sameBalance(context, sent, replayed);
      const forged = await context.send(
        context.protocol.tamper(sent, bet.transactionId, context.id()),
      );
      context.expect(forged, 'INVALID_SIGNATURE');
      context.expect(await context.send(context.protocol.win(winOf(context, bet, '0'))), 'OK');
      context.moves('normal', '-2');
    },
  },
];

/** One unit past the currency's decimals: 0.001 for a currency of two. */
function tooFine(setup: ConformanceSetup): string {
  return formatUnits(toUnits('1') + smallestUnit(setup.decimals + 1), setup.decimals + 1);
}
