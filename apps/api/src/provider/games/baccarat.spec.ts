import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACCARAT_SPOTS } from '@wps/shared-types';
import { dealing } from '../../../test/support/shoe.js';
import { AppError } from '../../common/app-error.js';
import { RoundRandom } from '../provably-fair.js';
import {
  BACCARAT_PUBLISHED_RTP,
  baccarat,
  type BaccaratBet,
  baccaratStatistics,
} from './baccarat.js';
import { formatPercent } from './game.js';

// dealing() takes the ranks in the order dealt: player, banker, player, banker, then thirds.
describe('Baccarat', () => {
  it('publishes the returns computed exactly over every deal', () => {
    const statistics = baccaratStatistics();
    const document = readFileSync(join(__dirname, 'baccarat.md'), 'utf8');
    for (const spot of BACCARAT_SPOTS) {
      expect(formatPercent(statistics[spot])).toBe(BACCARAT_PUBLISHED_RTP[spot]);
      expect(document).toContain(`**${BACCARAT_PUBLISHED_RTP[spot]}%**`);
    }
    // The known eight-deck figures: pairs are 12 x 31/415.
    expect(statistics.playerPair.numerator * 415n).toBe(statistics.playerPair.denominator * 372n);
    expect(formatPercent(statistics.banker, 4)).toBe('98.9421');
  });

  it('stands on a natural', () => {
    const outcome = baccarat.play(dealing(['8', '4', 'K', '3']), { player: 1_000n });
    expect(outcome.playerCards).toHaveLength(2);
    expect(outcome.bankerCards).toHaveLength(2);
    expect(outcome).toMatchObject({ playerTotal: 8, bankerTotal: 7, result: 'PLAYER' });
    expect(outcome.payout).toBe(2_000n);
  });

  it('keeps a banker 3 standing on a player third card of 8', () => {
    const outcome = baccarat.play(dealing(['2', 'A', '3', '2', '8']), { banker: 1_000n });
    expect(outcome.playerCards.map((card) => card.rank)).toEqual(['2', '3', '8']);
    expect(outcome.bankerCards).toHaveLength(2);
    expect(outcome).toMatchObject({ playerTotal: 3, bankerTotal: 3, result: 'TIE' });
    // A tie returns the banker stake.
    expect(outcome.payout).toBe(1_000n);
  });

  it('draws a banker 6 on a player third card of 6 and takes 5% of a banker win', () => {
    const outcome = baccarat.play(dealing(['A', '3', '4', '3', '6', '2']), {
      banker: 1_000n,
      player: 500n,
    });
    expect(outcome.playerCards.map((card) => card.rank)).toEqual(['A', '4', '6']);
    expect(outcome.bankerCards.map((card) => card.rank)).toEqual(['3', '3', '2']);
    expect(outcome).toMatchObject({ playerTotal: 1, bankerTotal: 8, result: 'BANKER' });
    expect(outcome.spotPayouts).toEqual({ player: 0n, banker: 1_950n });
    expect(outcome.payout).toBe(1_950n);
  });

  it('lets the banker draw on 5 when the player stood, and pays pairs 11 to 1', () => {
    const outcome = baccarat.play(dealing(['7', 'Q', 'K', 'Q', '9']), {
      bankerPair: 100n,
      tie: 100n,
    });
    expect(outcome.playerCards).toHaveLength(2);
    expect(outcome.bankerCards.map((card) => card.rank)).toEqual(['Q', 'Q', '9']);
    expect(outcome).toMatchObject({ playerTotal: 7, bankerTotal: 9, bankerPair: true });
    expect(outcome.spotPayouts).toEqual({ tie: 0n, bankerPair: 1_200n });
  });

  it('takes whole ringgit from RM 1 to RM 5,000 on each spot', () => {
    expect(baccarat.stake({ player: 100n, tie: 500_000n })).toBe(500_100n);
    const refused: BaccaratBet[] = [{}, { player: 150n }, { banker: 500_100n }, { tie: -100n }];
    for (const bet of refused) expect(() => baccarat.stake(bet)).toThrow(AppError);
  });

  it('returns about the published figure over many provably fair rounds', () => {
    let paid = 0n;
    const rounds = 100_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = new RoundRandom({ serverSeed: 'ba'.repeat(32), clientSeed: 'shoe', nonce });
      paid += baccarat.play(random, { banker: 100n }).payout;
    }
    // One standard error is about 0.3 points at this many rounds.
    expect(Math.abs(Number(paid) / rounds - Number(BACCARAT_PUBLISHED_RTP.banker))).toBeLessThan(1);
  });
});
