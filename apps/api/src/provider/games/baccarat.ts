import {
  BACCARAT_SPOTS,
  type BaccaratPaytable,
  type BaccaratSpot,
  type ProviderGameCode,
} from '@wps/shared-types';
import { centsToAmount } from '../money.js';
import type { ExactRatio, GameOutcome, ProviderGame } from './game.js';
import {
  type Card,
  CARDS_PER_RANK,
  cardOf,
  freshShoe,
  RANKS,
  rankOf,
  SHOE_DECKS,
  SHOE_SIZE,
} from './shoe.js';
import {
  settleSpots,
  type SpotBet,
  TABLE_BET_UNIT,
  TABLE_MAX_SPOT_BET,
  tableStake,
} from './table-bets.js';

// Punto Banco baccarat dealt from a fresh eight-deck shoe every round (so each round is
// independent and provable on its own), with the standard tableau for the third cards. The
// payout table and return figures are in baccarat.md; baccaratStatistics computes them exactly.

export const BACCARAT_CODE = 'BACCARAT' satisfies ProviderGameCode;

export const BACCARAT_DECKS = SHOE_DECKS;

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

/** Return to player of each spot as published in baccarat.md; a test holds them to the exact figures. */
export const BACCARAT_PUBLISHED_RTP: Readonly<Record<BaccaratSpot, string>> = {
  player: '98.76',
  banker: '98.94',
  tie: '85.64',
  playerPair: '89.64',
  bankerPair: '89.64',
};

export type BaccaratBet = SpotBet<BaccaratSpot>;

export type BaccaratCard = Card;

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
  spotPayouts: BaccaratBet;
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

export const baccarat: ProviderGame<BaccaratBet, BaccaratOutcome> = {
  code: BACCARAT_CODE,

  stake(bet) {
    return tableStake(BACCARAT_SPOTS, bet);
  },

  play(random, bet) {
    this.stake(bet);
    const draw = freshShoe(random);
    const player = [draw()];
    const banker = [draw()];
    player.push(draw());
    banker.push(draw());
    const ranksOf = (cards: number[]) => cards.map(rankOf);
    if (!isNatural(handTotal(ranksOf(player))) && !isNatural(handTotal(ranksOf(banker)))) {
      const playerThird = playerDraws(handTotal(ranksOf(player))) ? draw() : null;
      if (playerThird !== null) player.push(playerThird);
      const third = playerThird === null ? null : rankOf(playerThird);
      if (bankerDraws(handTotal(ranksOf(banker)), third)) banker.push(draw());
    }
    const playerTotal = handTotal(ranksOf(player));
    const bankerTotal = handTotal(ranksOf(banker));
    const result = resultOf(playerTotal, bankerTotal);
    const pairs: [boolean, boolean] = [
      rankOf(player[0]) === rankOf(player[1]),
      rankOf(banker[0]) === rankOf(banker[1]),
    ];
    const { spotPayouts, payout } = settleSpots(BACCARAT_SPOTS, bet, (spot) =>
      spotReturn(spot, result, pairs),
    );
    return {
      playerCards: player.map(cardOf),
      bankerCards: banker.map(cardOf),
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
    minimumBet: centsToAmount(TABLE_BET_UNIT),
    maximumBetPerSpot: centsToAmount(TABLE_MAX_SPOT_BET),
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
