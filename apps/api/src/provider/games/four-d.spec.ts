import { FOUR_D_PRIZES } from '@wps/shared-types';
import { generateServerSeed, RoundRandom } from '../provably-fair.js';
import { verifyFourDDraw } from '../verify-round.js';
import {
  drawFourD,
  flatNumbers,
  FOUR_D_BIG_PRIZES,
  fourDPayout,
  fourDReturnToPlayer,
  fourDStake,
} from './four-d.js';
import { formatPercent } from './game.js';

const ALL_NUMBERS = Array.from({ length: 10_000 }, (_, index) => String(index).padStart(4, '0'));

describe('4D', () => {
  it('publishes the Malaysian returns: 64% on Big, 65% on Small', () => {
    const rtp = fourDReturnToPlayer();
    expect(formatPercent(rtp.big)).toBe('64.00');
    expect(formatPercent(rtp.small)).toBe('65.00');
  });

  it('returns exactly the published figure in every provably fair draw (every number bought)', () => {
    // A stake of 1 cent Big and 1 cent Small on each of the 10,000 numbers: any draw of 23
    // distinct numbers pays back exactly 64% of the Big stakes and 65% of the Small ones.
    const serverSeed = generateServerSeed();
    for (let draw = 0; draw < 200; draw++) {
      const numbers = drawFourD(
        new RoundRandom({ serverSeed, clientSeed: `rtp-${draw}`, nonce: 0 }),
      );
      expect(new Set(flatNumbers(numbers)).size).toBe(23);
      let big = 0n;
      let small = 0n;
      for (const number of ALL_NUMBERS) {
        big += fourDPayout(numbers, { number, big: 1n, small: 0n }).payout;
        small += fourDPayout(numbers, { number, big: 0n, small: 1n }).payout;
      }
      expect([big, small]).toEqual([6_400n, 6_500n]);
    }
  });

  it('draws every number equally often for every prize over 100,000 draws', () => {
    // Each of the 23 positions draws each leading digit about 1 time in 10.
    const serverSeed = generateServerSeed();
    const draws = 100_000;
    const leading = Array.from({ length: 23 }, () => new Array<number>(10).fill(0));
    for (let draw = 0; draw < draws; draw++) {
      const flat = flatNumbers(
        drawFourD(new RoundRandom({ serverSeed, clientSeed: 'even', nonce: draw })),
      );
      flat.forEach((number, position) => (leading[position][Number(number[0])] += 1));
    }
    for (const counts of leading) {
      for (const count of counts) expect(Math.abs(count / draws - 0.1)).toBeLessThan(0.006);
    }
  });

  it('recomputes a published draw from its revealed seed (the vector the web page checks too)', () => {
    const numbers = verifyFourDDraw({
      numero: '202611290930',
      serverSeed: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0123456789abcdef0123456789abcdef',
      serverSeedHash: 'da11b6e8ac11eb95e20eea2c7c98c6f35edaeb05c5da91149ed6259dc13b4bf8',
    });
    expect(flatNumbers(numbers)).toEqual([
      '4429',
      '0742',
      '3854',
      '1010',
      '3166',
      '1484',
      '3062',
      '7222',
      '5608',
      '1133',
      '6676',
      '1139',
      '9162',
      '7534',
      '8623',
      '1165',
      '0789',
      '1946',
      '9388',
      '9958',
      '4041',
      '1519',
      '8434',
    ]);
  });

  it('pays the prize table per unit staked and nothing on a miss', () => {
    const numbers = {
      first: '1111',
      second: '2222',
      third: '3333',
      special: ['4000', '4001', '4002', '4003', '4004', '4005', '4006', '4007', '4008', '4009'],
      consolation: ['5000', '5001', '5002', '5003', '5004', '5005', '5006', '5007', '5008', '5009'],
    };
    expect(fourDPayout(numbers, { number: '1111', big: 100n, small: 100n })).toEqual({
      prize: 'FIRST',
      payout: 600_000n,
    });
    expect(fourDPayout(numbers, { number: '4003', big: 250n, small: 100n })).toEqual({
      prize: 'SPECIAL',
      payout: 45_000n,
    });
    expect(fourDPayout(numbers, { number: '5009', big: 100n, small: 0n }).payout).toBe(6_000n);
    expect(fourDPayout(numbers, { number: '9999', big: 100n, small: 100n })).toEqual({
      prize: null,
      payout: 0n,
    });
    expect(FOUR_D_PRIZES.map((prize) => FOUR_D_BIG_PRIZES[prize])).toEqual([
      2500n,
      1000n,
      500n,
      180n,
      60n,
    ]);
  });

  it('takes RM1 to RM500 per stake on a four-digit number', () => {
    expect(fourDStake({ number: '0007', big: 100n, small: 50_000n })).toBe(50_100n);
    expect(() => fourDStake({ number: '007', big: 100n, small: 0n })).toThrow();
    expect(() => fourDStake({ number: '0007', big: 0n, small: 0n })).toThrow();
    expect(() => fourDStake({ number: '0007', big: 99n, small: 0n })).toThrow();
  });
});
