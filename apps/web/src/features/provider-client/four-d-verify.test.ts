import { describe, expect, it } from 'vitest';
import { recomputeFourD, seedMatchesHash } from './four-d-verify';

// The same published draw the API's 4D spec recomputes (provably-fair.md, "4D draws").
const DRAW = {
  numero: '202611290930',
  serverSeed: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0123456789abcdef0123456789abcdef',
  serverSeedHash: 'da11b6e8ac11eb95e20eea2c7c98c6f35edaeb05c5da91149ed6259dc13b4bf8',
};

describe('4D verification in the browser', () => {
  it('recomputes the 23 numbers of a draw from its revealed seed', async () => {
    expect(await recomputeFourD(DRAW.serverSeed, DRAW.numero)).toEqual({
      first: '4429',
      second: '0742',
      third: '3854',
      special: ['1010', '3166', '1484', '3062', '7222', '5608', '1133', '6676', '1139', '9162'],
      consolation: ['7534', '8623', '1165', '0789', '1946', '9388', '9958', '4041', '1519', '8434'],
    });
  });

  it('checks the seed against the hash published before the draw', async () => {
    expect(await seedMatchesHash(DRAW.serverSeed, DRAW.serverSeedHash)).toBe(true);
    expect(await seedMatchesHash('b'.repeat(64), DRAW.serverSeedHash)).toBe(false);
  });
});
