import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../common/app-error.js';
import { RoundRandom, type RandomSource } from '../provably-fair.js';
import { formatPercent } from './game.js';
import {
  HARIMAU_EMAS_BET_LEVELS,
  HARIMAU_EMAS_PUBLISHED_RTP,
  HARIMAU_EMAS_REELS,
  type HarimauEmasSymbol,
  harimauEmas,
  harimauEmasStatistics,
} from './harimau-emas.js';

// Stops that put the given symbols on the middle row (payline 1).
function middleRow(symbols: HarimauEmasSymbol[]): RandomSource {
  const stops = symbols.map((symbol, reel) => {
    const strip = HARIMAU_EMAS_REELS[reel];
    const position = strip.indexOf(symbol);
    if (position < 0) throw new Error(`${symbol} is not on reel ${reel + 1}`);
    return (position - 1 + strip.length) % strip.length;
  });
  return { nextInt: () => stops.shift()! };
}

describe('Harimau Emas', () => {
  it('publishes the return computed exactly over every stop combination', () => {
    const statistics = harimauEmasStatistics();
    expect(statistics.combinations).toBe(30n ** 5n);
    expect(formatPercent(statistics.rtp)).toBe(HARIMAU_EMAS_PUBLISHED_RTP);
    // Low enough that a million spins measure the return to about 0.11 percentage points.
    expect(statistics.standardDeviation).toBeLessThan(1.2);
    const document = readFileSync(join(__dirname, 'harimau-emas.md'), 'utf8');
    expect(document).toContain(`${formatPercent(statistics.rtp, 4)}%`);
    expect(document).toContain(`${formatPercent(statistics.hitFrequency)}%`);
  });

  it('returns the published figure within 0.5 points over a million provably fair spins', () => {
    const serverSeed = '5e1f'.repeat(16);
    const bet = { totalBet: 100n };
    let staked = 0n;
    let paid = 0n;
    for (let nonce = 0; nonce < 1_000_000; nonce++) {
      paid += harimauEmas.play(
        new RoundRandom({ serverSeed, clientSeed: 'rtp-test', nonce }),
        bet,
      ).payout;
      staked += bet.totalBet;
    }
    const measured = Number((paid * 1_000_000n) / staked) / 10_000;
    expect(Math.abs(measured - Number(HARIMAU_EMAS_PUBLISHED_RTP))).toBeLessThan(0.5);
  });

  it('pays a line left to right with the tiger standing in', () => {
    const outcome = harimauEmas.play(
      middleRow(['HIBISCUS', 'TIGER', 'HIBISCUS', 'HIBISCUS', 'A']),
      {
        totalBet: 200n,
      },
    );
    expect(outcome.screen[1]).toEqual(['HIBISCUS', 'TIGER', 'HIBISCUS', 'HIBISCUS', 'A']);
    // Line bet 10 sen x 40 for four hibiscus.
    expect(outcome.lineWins).toContainEqual({
      line: 1,
      symbol: 'HIBISCUS',
      count: 4,
      payout: 400n,
    });
    const lines = outcome.lineWins.reduce((sum, win) => sum + win.payout, 0n);
    expect(outcome.payout).toBe(lines + (outcome.scatter?.payout ?? 0n));
  });

  it('pays leading tigers on their own when that pays more', () => {
    const outcome = harimauEmas.play(middleRow(['TIGER', 'TIGER', 'TIGER', 'TEN', 'K']), {
      totalBet: 20n,
    });
    // Three tigers pay 25 line bets; tigers with the ten as four tens pay 15.
    expect(outcome.lineWins).toContainEqual({ line: 1, symbol: 'TIGER', count: 3, payout: 25n });
  });

  it('ends a line at the wau and pays waus anywhere', () => {
    const outcome = harimauEmas.play(middleRow(['WAU', 'WAU', 'WAU', 'K', 'Q']), {
      totalBet: 1_000n,
    });
    expect(outcome.lineWins.find((win) => win.line === 1)).toBeUndefined();
    expect(outcome.scatter).toEqual({ count: 3, payout: 1_000n });
  });

  it('accepts only the published bet levels', () => {
    expect(harimauEmas.stake({ totalBet: HARIMAU_EMAS_BET_LEVELS[0] })).toBe(20n);
    expect(() => harimauEmas.stake({ totalBet: 30n })).toThrow(AppError);
  });
});
