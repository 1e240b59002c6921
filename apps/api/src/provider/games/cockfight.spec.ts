import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COCKFIGHT_SPOTS } from '@wps/shared-types';
import { AppError } from '../../common/app-error.js';
import { RoundRandom, type RandomSource } from '../provably-fair.js';
import {
  COCKFIGHT_PUBLISHED_RTP,
  cockfight,
  type CockfightBet,
  cockfightPaytable,
  cockfightStatistics,
} from './cockfight.js';
import { formatPercent } from './game.js';

// A fight that ends at the given end of the 20.
const ending = (end: number): RandomSource => ({ nextInt: () => end });

describe('Cockfight', () => {
  it('publishes the returns computed exactly over the ends of a fight', () => {
    const statistics = cockfightStatistics();
    const document = readFileSync(join(__dirname, 'cockfight.md'), 'utf8');
    for (const spot of COCKFIGHT_SPOTS) {
      expect(formatPercent(statistics[spot])).toBe(COCKFIGHT_PUBLISHED_RTP[spot]);
      expect(document).toContain(`**${COCKFIGHT_PUBLISHED_RTP[spot]}%**`);
    }
    // Meron wins 9 fights of 20 at 1.90 and gets its stake back in the 2 draws: 19.1 / 20.
    expect(statistics.meron.numerator * 2000n).toBe(statistics.meron.denominator * 1910n);
    // The draw comes 2 times in 20 and returns 9.
    expect(statistics.draw.numerator * 20n).toBe(statistics.draw.denominator * 18n);
    expect(cockfightPaytable()).toMatchObject({
      chances: { MERON: '45.00', WALA: '45.00', DRAW: '10.00' },
      returns: { meron: '1.90', wala: '1.90', draw: '9.00' },
      drawReturn: '1.00',
      fightSeconds: 60,
    });
  });

  it('pays the winning corner 0.9 to 1', () => {
    const meron = cockfight.play(ending(8), { meron: 1_000n, wala: 500n });
    expect(meron).toMatchObject({ result: 'MERON', payout: 1_900n });
    expect(meron.spotPayouts).toEqual({ meron: 1_900n, wala: 0n });
    const wala = cockfight.play(ending(9), { wala: 100n, draw: 100n });
    expect(wala).toMatchObject({ result: 'WALA', payout: 190n });
  });

  it('pays a draw 8 to 1 and returns the meron and wala bets in full', () => {
    const outcome = cockfight.play(ending(19), { meron: 1_000n, wala: 300n, draw: 100n });
    expect(outcome.result).toBe('DRAW');
    expect(outcome.spotPayouts).toEqual({ meron: 1_000n, wala: 300n, draw: 900n });
    expect(cockfight.play(ending(18), { draw: 200n }).payout).toBe(1_800n);
  });

  it('takes whole ringgit from RM 1 to RM 5,000 on each spot', () => {
    expect(cockfight.stake({ meron: 500_000n, draw: 100n })).toBe(500_100n);
    const refused: CockfightBet[] = [{}, { meron: 150n }, { draw: 500_100n }, { wala: -100n }];
    for (const bet of refused) expect(() => cockfight.stake(bet)).toThrow(AppError);
  });

  it('returns about the published figures over many provably fair fights', () => {
    const rounds = 100_000;
    let meron = 0n;
    let draw = 0n;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = new RoundRandom({ serverSeed: 'c0'.repeat(32), clientSeed: 'sabung', nonce });
      const { spotPayouts } = cockfight.play(random, { meron: 100n, draw: 100n });
      meron += spotPayouts.meron ?? 0n;
      draw += spotPayouts.draw ?? 0n;
    }
    // One standard error: about 0.29 points for meron, 0.85 for the draw.
    const meronPercent = Number(meron) / rounds;
    const drawPercent = Number(draw) / rounds;
    expect(Math.abs(meronPercent - Number(COCKFIGHT_PUBLISHED_RTP.meron))).toBeLessThan(1.2);
    expect(Math.abs(drawPercent - Number(COCKFIGHT_PUBLISHED_RTP.draw))).toBeLessThan(3.5);
  });
});
