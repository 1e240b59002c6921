import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FISHING_FISH, type FishingFish } from '@wps/shared-types';
import { AppError } from '../../common/app-error.js';
import { RoundRandom, type RandomSource } from '../provably-fair.js';
import {
  FISHING_PUBLISHED_RTP,
  FISHING_RULES,
  FISHING_SHOT_OUTCOMES,
  type FishingBet,
  fishing,
  fishingPaytable,
  fishingStatistics,
} from './fishing.js';
import { formatPercent } from './game.js';

// A shot whose draws are the given integers, in order.
const draws = (...values: number[]): RandomSource => ({ nextInt: () => values.shift()! });

describe('Naga Laut (fishing)', () => {
  it('publishes the return of every fish, computed exactly', () => {
    const statistics = fishingStatistics();
    const document = readFileSync(join(__dirname, 'fishing.md'), 'utf8');
    for (const fish of FISHING_FISH) {
      expect(formatPercent(statistics[fish])).toBe(FISHING_PUBLISHED_RTP);
      // Exactly 96 in 100, not rounded to it.
      expect(statistics[fish].numerator * 100n).toBe(statistics[fish].denominator * 96n);
    }
    for (const { multipliers, catchChance } of fishingPaytable().fish) {
      expect(document).toContain(`| ${multipliers.join(', ')}`.replace(/, (\d+)$/, ' or $1'));
      expect(document).toContain(`| ${catchChance}%`);
    }
    expect(document).toContain(`**${FISHING_PUBLISHED_RTP}%**`);
    expect(fishingPaytable()).toMatchObject({
      gameCode: 'FISHING',
      stakes: ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00'],
      returnToPlayer: '96.00',
    });
    expect(fishingPaytable().fish.at(-1)).toEqual({
      fish: 'NAGA',
      multipliers: [100, 150, 200, 250, 300],
      catchChance: '0.48',
      boss: true,
    });
  });

  it('catches a fish below its catch number and pays its multiple of the stake', () => {
    expect(fishing.play(draws(191), { stake: 100n, fish: 'SHARK' })).toEqual({
      fish: 'SHARK',
      caught: true,
      multiplier: 50,
      payout: 5_000n,
    });
    expect(fishing.play(draws(192), { stake: 100n, fish: 'SHARK' })).toEqual({
      fish: 'SHARK',
      caught: false,
      multiplier: 0,
      payout: 0n,
    });
    expect(fishing.play(draws(0), { stake: 10n, fish: 'ANCHOVY' }).payout).toBe(20n);
  });

  it('pays a caught naga the multiple of its second draw', () => {
    expect(fishing.play(draws(47, 4), { stake: 1_000n, fish: 'NAGA' })).toMatchObject({
      caught: true,
      multiplier: 300,
      payout: 300_000n,
    });
    expect(fishing.play(draws(0, 0), { stake: 10n, fish: 'NAGA' }).multiplier).toBe(100);
    expect(fishing.play(draws(48), { stake: 10n, fish: 'NAGA' }).caught).toBe(false);
  });

  it("takes only the cannon's stakes at a fish of the pond", () => {
    expect(fishing.stake({ stake: 1_000n, fish: 'WHALE' })).toBe(1_000n);
    const refused: FishingBet[] = [
      { stake: 30n, fish: 'SHARK' },
      { stake: 0n, fish: 'SHARK' },
      { stake: 2_000n, fish: 'SHARK' },
      { stake: 100n, fish: 'MERMAID' as FishingFish },
    ];
    for (const bet of refused) expect(() => fishing.stake(bet)).toThrow(AppError);
  });

  it('returns about 96% at every fish over a million provably fair shots', () => {
    const serverSeed = 'f1'.repeat(32);
    const shotsPerFish = 100_000;
    let paid = 0n;
    let staked = 0n;
    const catches = new Map<FishingFish, number>();
    const nagaPays = new Map<number, number>();
    for (const [index, fish] of FISHING_FISH.entries()) {
      let caught = 0;
      for (let shot = 0; shot < shotsPerFish; shot++) {
        const nonce = index * shotsPerFish + shot;
        const outcome = fishing.play(new RoundRandom({ serverSeed, clientSeed: 'pond', nonce }), {
          stake: 100n,
          fish,
        });
        paid += outcome.payout;
        staked += 100n;
        if (outcome.caught) caught++;
        if (outcome.caught && fish === 'NAGA') {
          nagaPays.set(outcome.multiplier, (nagaPays.get(outcome.multiplier) ?? 0) + 1);
        }
      }
      catches.set(fish, caught);
    }
    for (const fish of FISHING_FISH) {
      // Within four standard errors of its catch chance (about 3% of it for the whale).
      const chance = FISHING_RULES[fish].catchNumber / FISHING_SHOT_OUTCOMES;
      const error = Math.sqrt((chance * (1 - chance)) / shotsPerFish);
      expect(Math.abs((catches.get(fish) ?? 0) / shotsPerFish - chance)).toBeLessThan(4 * error);
    }
    // The naga's five multiples each come about a fifth of its ~480 catches.
    expect([...nagaPays.keys()].sort((a, b) => a - b)).toEqual([100, 150, 200, 250, 300]);
    // One shot's return varies by about 6.5 stakes over this mix of fish, so a million shots
    // measure it to about 0.65 points; four of those are allowed.
    const measured = Number((paid * 1_000_000n) / staked) / 10_000;
    expect(Math.abs(measured - Number(FISHING_PUBLISHED_RTP))).toBeLessThan(2.6);
  });
});
