import { createHmac } from 'node:crypto';
import { AppError } from '../common/app-error.js';
import { HARIMAU_EMAS_CODE, harimauEmas } from './games/harimau-emas.js';
import { InMemoryPlayerSeedStore, PlayerSeeds } from './player-seeds.js';
import { generateServerSeed, hashServerSeed, RoundRandom } from './provably-fair.js';
import { verifyRound } from './verify-round.js';

const serverSeed = '0123456789abcdef'.repeat(4);

describe('provably fair generator', () => {
  it('draws from HMAC-SHA256 of client seed, nonce and cursor, word by word', () => {
    const block = createHmac('sha256', serverSeed).update('player-seed:7:0').digest();
    const random = new RoundRandom({ serverSeed, clientSeed: 'player-seed', nonce: 7 });
    // 2^32 is a multiple of 256, so no word is ever skipped for this bound.
    for (let word = 0; word < 8; word++) {
      expect(random.nextInt(256)).toBe(block.readUInt32BE(word * 4) % 256);
    }
    const next = createHmac('sha256', serverSeed).update('player-seed:7:1').digest();
    expect(random.nextInt(256)).toBe(next.readUInt32BE(0) % 256);
  });

  it('skips words that would favour small values', () => {
    // For a bound of 3 x 2^30 a plain modulo would map the top quarter of words onto the
    // bottom third of values; those words are skipped instead.
    const bound = 3 * 2 ** 30;
    const words = (nonce: number) => {
      const block = createHmac('sha256', serverSeed).update(`skip:${nonce}:0`).digest();
      return [block.readUInt32BE(0), block.readUInt32BE(4)] as const;
    };
    let nonce = 0;
    while (!(words(nonce)[0] >= bound && words(nonce)[1] < bound)) nonce++;
    const random = new RoundRandom({ serverSeed, clientSeed: 'skip', nonce });
    expect(random.nextInt(bound)).toBe(words(nonce)[1]);
  });

  it('gives every value equally often', () => {
    const random = new RoundRandom({ serverSeed, clientSeed: 'uniform', nonce: 1 });
    const counts = new Array<number>(30).fill(0);
    const draws = 300_000;
    for (let draw = 0; draw < draws; draw++) counts[random.nextInt(30)] += 1;
    const expected = draws / 30;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 29 degrees of freedom: above 58.3 happens by chance once in a thousand.
    expect(chiSquare).toBeLessThan(58.3);
  });

  it('refuses a malformed server seed or nonce', () => {
    expect(() => new RoundRandom({ serverSeed: 'short', clientSeed: 'c', nonce: 0 })).toThrow();
    expect(() => new RoundRandom({ serverSeed, clientSeed: 'c', nonce: -1 })).toThrow();
  });
});

describe('player seeds', () => {
  it('shows only the hash, hands out each nonce once and reveals the seed on rotation', async () => {
    const seeds = new PlayerSeeds(new InMemoryPlayerSeedStore());
    const before = await seeds.view('p1');
    expect(before).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
      nextNonce: 0,
    });
    expect(JSON.stringify(before)).not.toMatch(/serverSeed"/);
    const rounds = await Promise.all([seeds.takeRound('p1'), seeds.takeRound('p1')]);
    expect(rounds.map((round) => round.nonce).sort()).toEqual([0, 1]);

    await seeds.setClientSeed('p1', 'my-lucky-seed');
    const third = await seeds.takeRound('p1');
    expect(third).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 2 });

    const { revealed, active } = await seeds.rotate('p1', 'next-seed');
    expect(revealed).toEqual({
      serverSeed: third.serverSeed,
      serverSeedHash: before.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      roundsPlayed: 3,
    });
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(active).toMatchObject({ clientSeed: 'next-seed', nextNonce: 0 });
    expect(active.serverSeedHash).not.toBe(before.serverSeedHash);
    const again = await seeds.rotate('p1');
    expect(again.revealed).toMatchObject({ clientSeed: 'next-seed', roundsPlayed: 0 });
    expect(again.active.clientSeed).not.toBe('next-seed');
  });

  it('refuses a client seed with spaces or over 64 characters', async () => {
    const seeds = new PlayerSeeds(new InMemoryPlayerSeedStore());
    await expect(seeds.setClientSeed('p1', 'two words')).rejects.toThrow(AppError);
    await expect(seeds.rotate('p1', 'x'.repeat(65))).rejects.toThrow(AppError);
  });
});

describe('verifyRound', () => {
  it('replays a round from its revealed seed', () => {
    const seed = generateServerSeed();
    const round = { serverSeed: seed, clientSeed: 'abc', nonce: 42 };
    const played = harimauEmas.play(new RoundRandom(round), { totalBet: 100n });
    const replayed = verifyRound({
      ...round,
      serverSeedHash: hashServerSeed(seed),
      game: HARIMAU_EMAS_CODE,
      bet: { totalBet: 100n },
    });
    expect(replayed).toEqual(played);
  });

  it('refuses a seed that does not match the hash shown before play', () => {
    expect(() =>
      verifyRound({
        serverSeed,
        serverSeedHash: hashServerSeed(generateServerSeed()),
        clientSeed: 'abc',
        nonce: 0,
        game: HARIMAU_EMAS_CODE,
        bet: { totalBet: 100n },
      }),
    ).toThrow(AppError);
  });
});
