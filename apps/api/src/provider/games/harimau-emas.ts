import { isOneOf, type ProviderGameCode, type SlotPaytable } from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { centsToAmount } from '../money.js';
import type { ExactRatio, GameOutcome, ProviderGame } from './game.js';

// "Harimau Emas" (golden tiger): a 5-reel, 3-row slot with 20 fixed paylines. The tiger is wild
// and stands in for every symbol but the wau (kite), which pays anywhere on the screen. The
// paytable document is harimau-emas.md; its return is computed exactly by harimauEmasStatistics.

export const HARIMAU_EMAS_CODE = 'HARIMAU_EMAS' satisfies ProviderGameCode;

export const HARIMAU_EMAS_SYMBOLS = [
  'TIGER',
  'WAU',
  'HIBISCUS',
  'KETUPAT',
  'DURIAN',
  'RAMBUTAN',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
] as const;
export type HarimauEmasSymbol = (typeof HARIMAU_EMAS_SYMBOLS)[number];
type LineSymbol = Exclude<HarimauEmasSymbol, 'WAU'>;

const WILD = 0;
const SCATTER = 1;
const SYMBOL_COUNT = HARIMAU_EMAS_SYMBOLS.length;
const REEL_COUNT = 5;
const ROW_COUNT = 3;

/** Line pays in line bets for 2, 3, 4 and 5 of a kind, counted from the leftmost reel. */
export const HARIMAU_EMAS_LINE_PAYS: Readonly<
  Record<LineSymbol, readonly [number, number, number, number]>
> = {
  TIGER: [5, 25, 60, 150],
  HIBISCUS: [3, 15, 40, 120],
  KETUPAT: [3, 15, 40, 100],
  DURIAN: [3, 12, 30, 80],
  RAMBUTAN: [3, 12, 30, 75],
  A: [3, 9, 20, 60],
  K: [3, 10, 20, 60],
  Q: [3, 8, 20, 50],
  J: [3, 8, 20, 50],
  TEN: [3, 8, 15, 40],
};

/** Wau pays in total bets for 3, 4 and 5 anywhere on the screen. */
export const HARIMAU_EMAS_SCATTER_PAYS: readonly [number, number, number] = [1, 5, 20];

/** Rows (0 top, 1 middle, 2 bottom) each payline crosses on reels 1 to 5. */
export const HARIMAU_EMAS_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
const LINE_COUNT = HARIMAU_EMAS_PAYLINES.length;

// Reel strips, read top to bottom; a stop shows its symbol and the next two (wrapping round).
const REEL_TEXT = [
  'KETUPAT DURIAN RAMBUTAN A K Q J TEN A K Q J RAMBUTAN TEN HIBISCUS KETUPAT DURIAN A K Q J RAMBUTAN TEN A K Q J TIGER WAU HIBISCUS',
  'J TEN A K Q RAMBUTAN J TEN TIGER HIBISCUS KETUPAT DURIAN A K Q RAMBUTAN J TEN A K Q TIGER WAU HIBISCUS KETUPAT DURIAN RAMBUTAN A K Q',
  'J TEN TIGER HIBISCUS KETUPAT DURIAN A K Q RAMBUTAN J TEN A K Q TIGER WAU HIBISCUS KETUPAT DURIAN RAMBUTAN A K Q J TEN A K Q RAMBUTAN',
  'K Q RAMBUTAN J TEN A K Q TIGER WAU HIBISCUS KETUPAT DURIAN RAMBUTAN A K Q J TEN A K Q RAMBUTAN J TEN TIGER HIBISCUS KETUPAT DURIAN A',
  'K Q J RAMBUTAN TEN HIBISCUS KETUPAT DURIAN A K Q J RAMBUTAN TEN A K Q J TIGER WAU HIBISCUS KETUPAT DURIAN RAMBUTAN A K Q J TEN A',
];

export const HARIMAU_EMAS_REELS: readonly (readonly HarimauEmasSymbol[])[] = REEL_TEXT.map((text) =>
  text.split(' ').map((name) => {
    if (!isOneOf(HARIMAU_EMAS_SYMBOLS, name)) {
      throw new Error(`Unknown Harimau Emas symbol ${name}`);
    }
    return name;
  }),
);

/** Total bets a spin may stake, in cents (RM 0.20 to RM 100); each splits evenly over 20 lines. */
export const HARIMAU_EMAS_BET_LEVELS: readonly bigint[] = [
  20n,
  40n,
  100n,
  200n,
  400n,
  1_000n,
  2_000n,
  4_000n,
  10_000n,
];

/** The return to player published in harimau-emas.md; a test holds it to the exact figure. */
export const HARIMAU_EMAS_PUBLISHED_RTP = '96.10';

const REELS = HARIMAU_EMAS_REELS.map((strip) =>
  strip.map((symbol) => HARIMAU_EMAS_SYMBOLS.indexOf(symbol)),
);
// Line pays by symbol index and count (index 0 to 5); the wau has none.
const PAYS: readonly (readonly number[])[] = HARIMAU_EMAS_SYMBOLS.map((symbol) => {
  const pays = symbol === 'WAU' ? [0, 0, 0, 0] : HARIMAU_EMAS_LINE_PAYS[symbol];
  return [0, 0, ...pays];
});

export interface HarimauEmasBet {
  /** Total stake of the spin in cents; one of HARIMAU_EMAS_BET_LEVELS. */
  totalBet: bigint;
}

export interface HarimauEmasLineWin {
  /** Payline number, 1 to 20. */
  line: number;
  symbol: HarimauEmasSymbol;
  count: number;
  payout: bigint;
}

export interface HarimauEmasOutcome extends GameOutcome {
  /** Stop index of each reel strip. */
  stops: number[];
  /** The screen: three rows of five symbols. */
  screen: HarimauEmasSymbol[][];
  lineWins: HarimauEmasLineWin[];
  scatter: { count: number; payout: bigint } | null;
}

// A line pays its best reading from the left: the run of wilds on its own, or the first other
// symbol with the wilds that lead and follow it. A wau ends the line. The answer is packed as
// multiplier << 8 | symbol << 4 | count (0 for no win) so a table can hold every line.
function evaluateLine(symbols: readonly number[]): number {
  let wildRun = 0;
  while (wildRun < REEL_COUNT && symbols[wildRun] === WILD) wildRun++;
  const wildPay = PAYS[WILD][wildRun];
  const target = symbols[wildRun];
  let count = wildRun;
  while (count < REEL_COUNT && (symbols[count] === target || symbols[count] === WILD)) count++;
  const targetPay = target === undefined || target === SCATTER ? 0 : PAYS[target][count];
  if (targetPay > wildPay) return (targetPay << 8) | (target << 4) | count;
  return wildPay > 0 ? (wildPay << 8) | (WILD << 4) | wildRun : 0;
}

let lineTable: Int32Array | undefined;

// Every five-symbol line evaluated once, indexed by the sum of symbol * 11^reel; a spin then
// costs one lookup per line.
function lineWinTable(): Int32Array {
  if (lineTable) return lineTable;
  lineTable = new Int32Array(SYMBOL_COUNT ** REEL_COUNT);
  const symbols = [0, 0, 0, 0, 0];
  for (let index = 0; index < lineTable.length; index++) {
    let rest = index;
    for (let reel = 0; reel < REEL_COUNT; reel++) {
      symbols[reel] = rest % SYMBOL_COUNT;
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    lineTable[index] = evaluateLine(symbols);
  }
  return lineTable;
}

function scatterMultiplier(count: number): number {
  return count >= 3 ? HARIMAU_EMAS_SCATTER_PAYS[Math.min(count, 5) - 3] : 0;
}

function symbolAt(reel: number, stop: number, row: number): number {
  const strip = REELS[reel];
  return strip[(stop + row) % strip.length];
}

export const harimauEmas: ProviderGame<HarimauEmasBet, HarimauEmasOutcome> = {
  code: HARIMAU_EMAS_CODE,

  stake({ totalBet }) {
    if (!HARIMAU_EMAS_BET_LEVELS.includes(totalBet)) {
      throw invalidInput({ totalBet: 'must be one of the bet levels' });
    }
    return totalBet;
  },

  play(random, bet) {
    const lineBet = this.stake(bet) / BigInt(LINE_COUNT);
    const table = lineWinTable();
    // Plain loops rather than map / flat: a million-spin simulation spends most of its time here.
    const stops: number[] = [];
    for (const strip of REELS) stops.push(random.nextInt(strip.length));
    const grid: number[][] = [];
    const screen: HarimauEmasSymbol[][] = [];
    let scatterCount = 0;
    for (let row = 0; row < ROW_COUNT; row++) {
      const symbols: number[] = [];
      const names: HarimauEmasSymbol[] = [];
      for (let reel = 0; reel < REEL_COUNT; reel++) {
        const symbol = symbolAt(reel, stops[reel], row);
        if (symbol === SCATTER) scatterCount++;
        symbols.push(symbol);
        names.push(HARIMAU_EMAS_SYMBOLS[symbol]);
      }
      grid.push(symbols);
      screen.push(names);
    }
    const lineWins: HarimauEmasLineWin[] = [];
    let payout = 0n;
    for (let line = 0; line < LINE_COUNT; line++) {
      const rows = HARIMAU_EMAS_PAYLINES[line];
      let index = 0;
      for (let reel = REEL_COUNT - 1; reel >= 0; reel--) {
        index = index * SYMBOL_COUNT + grid[rows[reel]][reel];
      }
      const win = table[index];
      if (win === 0) continue;
      const winPayout = lineBet * BigInt(win >> 8);
      payout += winPayout;
      lineWins.push({
        line: line + 1,
        symbol: HARIMAU_EMAS_SYMBOLS[(win >> 4) & 15],
        count: win & 15,
        payout: winPayout,
      });
    }
    const scatterPay = scatterMultiplier(scatterCount);
    const scatter =
      scatterPay > 0 ? { count: scatterCount, payout: bet.totalBet * BigInt(scatterPay) } : null;
    return { stops, screen, lineWins, scatter, payout: payout + (scatter?.payout ?? 0n) };
  },
};

/** The paytable as the game screen and the help page show it (JSON; amounts as the wallet's). */
export function harimauEmasPaytable(): SlotPaytable {
  return {
    gameCode: HARIMAU_EMAS_CODE,
    name: 'Harimau Emas',
    reels: REEL_COUNT,
    rows: ROW_COUNT,
    wild: 'TIGER',
    scatter: 'WAU',
    paylines: HARIMAU_EMAS_PAYLINES.map((line) => [...line]),
    /** Multiples of the line bet (total bet / 20) for 2, 3, 4 and 5 of a kind. */
    linePays: Object.fromEntries(
      Object.entries(HARIMAU_EMAS_LINE_PAYS).map(([symbol, pays]) => [symbol, [...pays]]),
    ),
    /** Multiples of the total bet for 3, 4 and 5 waus anywhere. */
    scatterPays: [...HARIMAU_EMAS_SCATTER_PAYS],
    reelStrips: HARIMAU_EMAS_REELS.map((strip) => [...strip]),
    betLevels: HARIMAU_EMAS_BET_LEVELS.map(centsToAmount),
    returnToPlayer: HARIMAU_EMAS_PUBLISHED_RTP,
  };
}

export interface SlotStatistics {
  /** Every stop combination counted once: the product of the strip lengths. */
  combinations: bigint;
  rtp: ExactRatio;
  /** Share of spins that pay anything. */
  hitFrequency: ExactRatio;
  /** Standard deviation of one spin's return, in total bets. */
  standardDeviation: number;
}

/**
 * Plays every stop combination once, so the figures are exact rather than sampled. Wins are
 * counted in line bets; a lookup table of every five-symbol line keeps the 24 million
 * combinations to a few seconds.
 */
export function harimauEmasStatistics(): SlotStatistics {
  // Multipliers only: the statistics need no symbol or count.
  const lineWins = lineWinTable().map((win) => win >> 8);
  // Per reel and stop: each payline's share of the table index, and the waus on screen.
  const lineIndex = REELS.map((strip, reel) =>
    strip.map((_, stop) =>
      HARIMAU_EMAS_PAYLINES.map((rows) => symbolAt(reel, stop, rows[reel]) * SYMBOL_COUNT ** reel),
    ),
  );
  const scatters = REELS.map((strip, reel) =>
    strip.map((_, stop) => [0, 1, 2].filter((row) => symbolAt(reel, stop, row) === SCATTER).length),
  );
  const scatterUnits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map(
    (count) => scatterMultiplier(count) * LINE_COUNT,
  );
  const [first, second, third, fourth, fifth] = [0, 1, 2, 3, 4].map((reel) => lineIndex[reel]);
  const prefix = new Int32Array(LINE_COUNT);
  let total = 0n;
  let totalSquares = 0n;
  let hits = 0n;
  for (let a = 0; a < first.length; a++) {
    // Sums per first stop stay below 2^53, so only the outer loop needs bigint.
    let sum = 0;
    let squares = 0;
    let hitCount = 0;
    for (let b = 0; b < second.length; b++) {
      for (let c = 0; c < third.length; c++) {
        for (let d = 0; d < fourth.length; d++) {
          const scatterPrefix = scatters[0][a] + scatters[1][b] + scatters[2][c] + scatters[3][d];
          for (let line = 0; line < LINE_COUNT; line++) {
            prefix[line] = first[a][line] + second[b][line] + third[c][line] + fourth[d][line];
          }
          for (let e = 0; e < fifth.length; e++) {
            const last = fifth[e];
            let win = scatterUnits[scatterPrefix + scatters[4][e]];
            for (let line = 0; line < LINE_COUNT; line++) {
              win += lineWins[prefix[line] + last[line]];
            }
            sum += win;
            squares += win * win;
            if (win > 0) hitCount++;
          }
        }
      }
    }
    total += BigInt(sum);
    totalSquares += BigInt(squares);
    hits += BigInt(hitCount);
  }
  const combinations = REELS.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const staked = combinations * BigInt(LINE_COUNT);
  const mean = Number(total) / Number(staked);
  const meanSquare = Number(totalSquares) / Number(combinations) / LINE_COUNT ** 2;
  return {
    combinations,
    rtp: { numerator: total, denominator: staked },
    hitFrequency: { numerator: hits, denominator: combinations },
    standardDeviation: Math.sqrt(meanSquare - mean * mean),
  };
}
