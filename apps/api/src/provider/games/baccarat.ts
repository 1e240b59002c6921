import {
  BACCARAT_SPOTS,
  type BaccaratPaytable,
  type BaccaratSpot,
  type ProviderGameCode,
} from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { centsToAmount } from '../money.js';
import type { ExactRatio, GameOutcome, ProviderGame } from './game.js';

// Punto Banco baccarat dealt from a fresh eight-deck shoe every round (so each round is
// independent and provable on its own), with the standard tableau for the third cards. The
// payout table and return figures are in baccarat.md; baccaratStatistics computes them exactly.

export const BACCARAT_CODE = 'BACCARAT' satisfies ProviderGameCode;

export const BACCARAT_DECKS = 8;
const RANKS = 13;
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SHOE_SIZE = BACCARAT_DECKS * RANKS * SUITS.length;
const CARDS_PER_RANK = BACCARAT_DECKS * SUITS.length;

/**
 * What a winning spot returns per 100 staked, stake included: player 1:1, banker 1:1 less 5%
 * commission, tie 8:1, either pair 11:1. On a tie, player and banker bets are returned.
 */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, bigint>> = {
  player: 200n,
  banker: 195n,
  tie: 900n,
  playerPair: 1200n,
  bankerPair: 1200n,
};

/** Chips are whole ringgit (so the banker's 5% commission is always whole sen), RM 1 to 5,000. */
export const BACCARAT_BET_UNIT = 100n;
export const BACCARAT_MAX_SPOT_BET = 500_000n;

/** Return to player of each spot as published in baccarat.md; a test holds them to the exact figures. */
export const BACCARAT_PUBLISHED_RTP: Readonly<Record<BaccaratSpot, string>> = {
  player: '98.76',
  banker: '98.94',
  tie: '85.64',
  playerPair: '89.64',
  bankerPair: '89.64',
};

/** Stakes in cents per spot; spots left out are not played. */
export type BaccaratBet = Partial<Record<BaccaratSpot, bigint>>;

export interface BaccaratCard {
  rank: (typeof RANK_NAMES)[number];
  suit: (typeof SUITS)[number];
}

export type BaccaratResult = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratOutcome extends GameOutcome {
  playerCards: BaccaratCard[];
  bankerCards: BaccaratCard[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  playerPair: boolean;
  bankerPair: boolean;
  /** What each staked spot pays back, stake included. */
  spotPayouts: Partial<Record<BaccaratSpot, bigint>>;
}

// Rank index 0 (ace) to 12 (king); tens and faces count nothing.
function cardValue(rank: number): number {
  return rank < 9 ? rank + 1 : 0;
}

function handTotal(ranks: readonly number[]): number {
  return ranks.reduce((sum, rank) => sum + cardValue(rank), 0) % 10;
}

function isNatural(total: number): boolean {
  return total >= 8;
}

function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

// The banker's tableau: on a player who stood the banker draws on 0-5; otherwise the player's
// third card decides for banker totals 3 to 6.
function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const value = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return value !== 8;
    case 4:
      return value >= 2 && value <= 7;
    case 5:
      return value >= 4 && value <= 7;
    case 6:
      return value === 6 || value === 7;
    default:
      return false;
  }
}

function resultOf(playerTotal: number, bankerTotal: number): BaccaratResult {
  if (playerTotal === bankerTotal) return 'TIE';
  return playerTotal > bankerTotal ? 'PLAYER' : 'BANKER';
}

function spotWins(spot: BaccaratSpot, result: BaccaratResult, pairs: [boolean, boolean]): boolean {
  switch (spot) {
    case 'player':
      return result === 'PLAYER';
    case 'banker':
      return result === 'BANKER';
    case 'tie':
      return result === 'TIE';
    case 'playerPair':
      return pairs[0];
    case 'bankerPair':
      return pairs[1];
  }
}

function spotReturn(spot: BaccaratSpot, result: BaccaratResult, pairs: [boolean, boolean]) {
  if (spotWins(spot, result, pairs)) return BACCARAT_RETURNS[spot];
  const pushes = result === 'TIE' && (spot === 'player' || spot === 'banker');
  return pushes ? 100n : 0n;
}

function stakedSpots(bet: BaccaratBet): [BaccaratSpot, bigint][] {
  return BACCARAT_SPOTS.flatMap((spot) => {
    const amount = bet[spot];
    return amount === undefined || amount === 0n ? [] : [[spot, amount]];
  });
}

export const baccarat: ProviderGame<BaccaratBet, BaccaratOutcome> = {
  code: BACCARAT_CODE,

  stake(bet) {
    const fields: Record<string, string> = {};
    for (const spot of BACCARAT_SPOTS) {
      const amount = bet[spot];
      if (amount === undefined || amount === 0n) continue;
      if (amount < 0n || amount % BACCARAT_BET_UNIT !== 0n || amount > BACCARAT_MAX_SPOT_BET) {
        fields[spot] = 'must be whole ringgit from RM 1 to RM 5,000';
      }
    }
    const spots = stakedSpots(bet);
    if (spots.length === 0) fields.bet = 'stake at least one spot';
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return spots.reduce((sum, [, amount]) => sum + amount, 0n);
  },

  play(random, bet) {
    this.stake(bet);
    // A partial Fisher-Yates shuffle of a fresh shoe: each card drawn uniformly from those left.
    // Only moved positions are kept (a position not in the map still holds its own card).
    const moved = new Map<number, number>();
    let dealt = 0;
    const draw = (): number => {
      const pick = dealt + random.nextInt(SHOE_SIZE - dealt);
      const card = moved.get(pick) ?? pick;
      moved.set(pick, moved.get(dealt) ?? dealt);
      dealt += 1;
      return card;
    };
    const player = [draw()];
    const banker = [draw()];
    player.push(draw());
    banker.push(draw());
    const rank = (card: number) => card % RANKS;
    const ranksOf = (cards: number[]) => cards.map(rank);
    if (!isNatural(handTotal(ranksOf(player))) && !isNatural(handTotal(ranksOf(banker)))) {
      const playerThird = playerDraws(handTotal(ranksOf(player))) ? draw() : null;
      if (playerThird !== null) player.push(playerThird);
      const third = playerThird === null ? null : rank(playerThird);
      if (bankerDraws(handTotal(ranksOf(banker)), third)) banker.push(draw());
    }
    const playerTotal = handTotal(ranksOf(player));
    const bankerTotal = handTotal(ranksOf(banker));
    const result = resultOf(playerTotal, bankerTotal);
    const pairs: [boolean, boolean] = [
      rank(player[0]) === rank(player[1]),
      rank(banker[0]) === rank(banker[1]),
    ];
    const spotPayouts: Partial<Record<BaccaratSpot, bigint>> = {};
    let payout = 0n;
    for (const [spot, amount] of stakedSpots(bet)) {
      spotPayouts[spot] = (amount * spotReturn(spot, result, pairs)) / 100n;
      payout += spotPayouts[spot];
    }
    const toCard = (card: number): BaccaratCard => ({
      rank: RANK_NAMES[rank(card)],
      suit: SUITS[Math.floor(card / RANKS) % SUITS.length],
    });
    return {
      playerCards: player.map(toCard),
      bankerCards: banker.map(toCard),
      playerTotal,
      bankerTotal,
      result,
      playerPair: pairs[0],
      bankerPair: pairs[1],
      spotPayouts,
      payout,
    };
  },
};

/** The payout table as the game screen and the help page show it (JSON). */
export function baccaratPaytable(): BaccaratPaytable {
  return {
    gameCode: BACCARAT_CODE,
    name: 'Baccarat',
    decks: BACCARAT_DECKS,
    /** Paid back per 1 staked on a win, stake included. */
    returns: Object.fromEntries(
      BACCARAT_SPOTS.map((spot) => [spot, centsToAmount(BACCARAT_RETURNS[spot])]),
    ) as Record<BaccaratSpot, string>,
    minimumBet: centsToAmount(BACCARAT_BET_UNIT),
    maximumBetPerSpot: centsToAmount(BACCARAT_MAX_SPOT_BET),
    returnToPlayer: { ...BACCARAT_PUBLISHED_RTP },
  };
}

/**
 * The exact return of each spot: every deal of up to six cards from a full shoe, weighted by its
 * number of card orders, over one denominator (416 x 415 x ... x 411).
 */
export function baccaratStatistics(): Record<BaccaratSpot, ExactRatio> {
  const deepest = 6;
  const left = new Array<number>(RANKS).fill(CARDS_PER_RANK);
  // Weight of the deals ending in each (result, player pair, banker pair).
  const classes = new Map<
    string,
    { result: BaccaratResult; pairs: [boolean, boolean]; weight: bigint }
  >();
  // Ways stay below 416^6 < 2^53, so plain numbers hold them exactly.
  const eachCard = (ways: number, visit: (ways: number, rank: number) => void) => {
    for (let rank = 0; rank < RANKS; rank++) {
      const count = left[rank];
      left[rank] = count - 1;
      visit(ways * count, rank);
      left[rank] = count;
    }
  };
  const settle = (ways: number, depth: number, player: number[], banker: number[]) => {
    // A deal of fewer than six cards stands for every way of drawing the unused ones.
    let weight = ways;
    for (let index = depth; index < deepest; index++) weight *= SHOE_SIZE - index;
    const result = resultOf(handTotal(player), handTotal(banker));
    const pairs: [boolean, boolean] = [player[0] === player[1], banker[0] === banker[1]];
    const key = `${result}:${pairs[0]}:${pairs[1]}`;
    const entry = classes.get(key) ?? { result, pairs, weight: 0n };
    entry.weight += BigInt(weight);
    classes.set(key, entry);
  };
  const bankerTurn = (ways: number, depth: number, player: number[], banker: number[]) => {
    if (!bankerDraws(handTotal(banker), player[2] ?? null)) {
      settle(ways, depth, player, banker);
      return;
    }
    eachCard(ways, (bankerWays, card) => settle(bankerWays, depth + 1, player, [...banker, card]));
  };
  // Cards go player, banker, player, banker, then the third cards by the tableau.
  eachCard(1, (ways1, player1) =>
    eachCard(ways1, (ways2, banker1) =>
      eachCard(ways2, (ways3, player2) =>
        eachCard(ways3, (ways4, banker2) => {
          const player = [player1, player2];
          const banker = [banker1, banker2];
          if (isNatural(handTotal(player)) || isNatural(handTotal(banker))) {
            settle(ways4, 4, player, banker);
          } else if (playerDraws(handTotal(player))) {
            eachCard(ways4, (ways5, card) => bankerTurn(ways5, 5, [...player, card], banker));
          } else {
            bankerTurn(ways4, 4, player, banker);
          }
        }),
      ),
    ),
  );
  let deals = 1n;
  for (let index = 0; index < deepest; index++) deals *= BigInt(SHOE_SIZE - index);
  const returned = (spot: BaccaratSpot) =>
    [...classes.values()].reduce(
      (sum, { result, pairs, weight }) => sum + weight * spotReturn(spot, result, pairs),
      0n,
    );
  return Object.fromEntries(
    BACCARAT_SPOTS.map((spot) => [spot, { numerator: returned(spot), denominator: deals * 100n }]),
  ) as Record<BaccaratSpot, ExactRatio>;
}
