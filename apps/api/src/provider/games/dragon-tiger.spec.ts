import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAGON_TIGER_SPOTS } from '@wps/shared-types';
import { dealing } from '../../../test/support/shoe.js';
import { AppError } from '../../common/app-error.js';
import { RoundRandom } from '../provably-fair.js';
import {
  DRAGON_TIGER_PUBLISHED_RTP,
  dragonTiger,
  type DragonTigerBet,
  dragonTigerStatistics,
} from './dragon-tiger.js';
import { formatPercent } from './game.js';

// dealing() takes the ranks in the order dealt: dragon, then tiger.
describe('Dragon tiger', () => {
  it('publishes the returns computed exactly over every deal', () => {
    const statistics = dragonTigerStatistics();
    const document = readFileSync(join(__dirname, 'dragon-tiger.md'), 'utf8');
    for (const spot of DRAGON_TIGER_SPOTS) {
      expect(formatPercent(statistics[spot])).toBe(DRAGON_TIGER_PUBLISHED_RTP[spot]);
      expect(document).toContain(`**${DRAGON_TIGER_PUBLISHED_RTP[spot]}%**`);
    }
    // A tie is 13 x 32 x 31 deals of 416 x 415; the tie bet returns 9 times that.
    const tie = 13n * 32n * 31n;
    const deals = 416n * 415n;
    expect(statistics.tie.numerator * deals).toBe(statistics.tie.denominator * 9n * tie);
    // Dragon wins half the rest and gets half back on a tie: 1 - tie / 2.
    expect(statistics.dragon.numerator * deals * 2n).toBe(
      statistics.dragon.denominator * (2n * deals - tie),
    );
  });

  it('gives the round to the higher rank, ace low, and pays it 1 to 1', () => {
    const outcome = dragonTiger.play(dealing(['K', 'A']), { dragon: 1_000n, tiger: 500n });
    expect(outcome).toMatchObject({
      dragonCard: { rank: 'K' },
      tigerCard: { rank: 'A' },
      result: 'DRAGON',
    });
    expect(outcome.spotPayouts).toEqual({ dragon: 2_000n, tiger: 0n });
    expect(outcome.payout).toBe(2_000n);
  });

  it('pays a tie 8 to 1 and returns half of the dragon and tiger bets', () => {
    const outcome = dragonTiger.play(dealing(['7', '7']), {
      dragon: 1_000n,
      tiger: 300n,
      tie: 100n,
    });
    expect(outcome.result).toBe('TIE');
    expect(outcome.spotPayouts).toEqual({ dragon: 500n, tiger: 150n, tie: 900n });
  });

  it('takes whole ringgit from RM 1 to RM 5,000 on each spot', () => {
    expect(dragonTiger.stake({ tiger: 500_000n, tie: 100n })).toBe(500_100n);
    const refused: DragonTigerBet[] = [{}, { dragon: 150n }, { tie: 500_100n }, { tiger: -100n }];
    for (const bet of refused) expect(() => dragonTiger.stake(bet)).toThrow(AppError);
  });

  it('returns about the published figures over many provably fair rounds', () => {
    const rounds = 100_000;
    let dragon = 0n;
    let tie = 0n;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = new RoundRandom({ serverSeed: 'd7'.repeat(32), clientSeed: 'shoe', nonce });
      const { spotPayouts } = dragonTiger.play(random, { dragon: 100n, tie: 100n });
      dragon += spotPayouts.dragon ?? 0n;
      tie += spotPayouts.tie ?? 0n;
    }
    // One standard error: about 0.3 points for the dragon, 0.75 for the tie.
    const dragonPercent = Number(dragon) / rounds;
    const tiePercent = Number(tie) / rounds;
    expect(Math.abs(dragonPercent - Number(DRAGON_TIGER_PUBLISHED_RTP.dragon))).toBeLessThan(1.2);
    expect(Math.abs(tiePercent - Number(DRAGON_TIGER_PUBLISHED_RTP.tie))).toBeLessThan(3);
  });
});
