import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROULETTE_SPOTS, type RouletteSpot } from '@wps/shared-types';
import { AppError } from '../../common/app-error.js';
import { RoundRandom, type RandomSource } from '../provably-fair.js';
import { formatPercent } from './game.js';
import {
  ROULETTE_PUBLISHED_RTP,
  roulette,
  rouletteStatistics,
  type RouletteBet,
} from './roulette.js';

// The ball lands in the given pocket.
const landing = (pocket: number): RandomSource => ({ nextInt: () => pocket });

describe('European roulette', () => {
  it('publishes the return of every spot, 36/37 exactly', () => {
    const statistics = rouletteStatistics();
    const document = readFileSync(join(__dirname, 'roulette.md'), 'utf8');
    expect(document).toContain(`**${ROULETTE_PUBLISHED_RTP}%**`);
    for (const spot of ROULETTE_SPOTS) {
      const { numerator, denominator } = statistics[spot];
      expect(numerator * 37n).toBe(denominator * 36n);
      expect(formatPercent(statistics[spot])).toBe(ROULETTE_PUBLISHED_RTP);
    }
  });

  it('pays a number 35 to 1, a dozen and a column 2 to 1, an even-money bet 1 to 1', () => {
    const bet: RouletteBet = {
      '17': 100n,
      '18': 100n,
      black: 1_000n,
      odd: 1_000n,
      low: 1_000n,
      dozen2: 500n,
      column2: 500n,
      column3: 500n,
    };
    const outcome = roulette.play(landing(17), bet);
    expect(outcome).toMatchObject({ pocket: 17, colour: 'BLACK' });
    expect(outcome.spotPayouts).toEqual({
      '17': 3_600n,
      '18': 0n,
      black: 2_000n,
      odd: 2_000n,
      low: 2_000n,
      dozen2: 1_500n,
      column2: 1_500n,
      column3: 0n,
    });
    expect(outcome.payout).toBe(12_600n);
  });

  it('loses every outside bet on zero and pays zero straight up', () => {
    const outside = ROULETTE_SPOTS.filter((spot) => !/^\d+$/.test(spot));
    const bet = Object.fromEntries([...outside, '0'].map((spot) => [spot, 100n])) as RouletteBet;
    const outcome = roulette.play(landing(0), bet);
    expect(outcome.colour).toBe('GREEN');
    expect(outcome.payout).toBe(3_600n);
  });

  it('knows the colours, dozens and columns of the layout', () => {
    const wins = (spot: RouletteSpot, pocket: number) =>
      roulette.play(landing(pocket), { [spot]: 100n }).payout > 0n;
    expect([1, 3, 5, 7, 9, 12, 19, 36].every((pocket) => wins('red', pocket))).toBe(true);
    expect([2, 4, 10, 11, 20, 29, 35].every((pocket) => wins('black', pocket))).toBe(true);
    expect([25, 36].every((pocket) => wins('dozen3', pocket))).toBe(true);
    expect(wins('dozen3', 24)).toBe(false);
    expect([1, 34].every((pocket) => wins('column1', pocket))).toBe(true);
    expect([3, 36].every((pocket) => wins('column3', pocket))).toBe(true);
    expect(wins('high', 18)).toBe(false);
    expect(wins('high', 19)).toBe(true);
  });

  it('takes whole ringgit from RM 1 to RM 5,000 on each spot', () => {
    expect(roulette.stake({ '36': 100n, red: 500_000n })).toBe(500_100n);
    const refused: RouletteBet[] = [{}, { red: 150n }, { '0': 500_100n }, { dozen1: -100n }];
    for (const bet of refused) expect(() => roulette.stake(bet)).toThrow(AppError);
  });

  it('returns about the published figure over many provably fair spins', () => {
    const rounds = 100_000;
    let paid = 0n;
    const hits = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = new RoundRandom({ serverSeed: 'ce'.repeat(32), clientSeed: 'wheel', nonce });
      const outcome = roulette.play(random, { red: 100n });
      paid += outcome.payout;
      hits[outcome.pocket] += 1;
    }
    // One standard error of the return on red is about 0.32 points at this many spins.
    const percent = Number(paid) / rounds;
    expect(Math.abs(percent - Number(ROULETTE_PUBLISHED_RTP))).toBeLessThan(1);
    // Every pocket comes up about 1/37 of the time (2,703 expected, standard error about 51).
    for (const count of hits) expect(Math.abs(count - rounds / 37)).toBeLessThan(260);
  });
});
