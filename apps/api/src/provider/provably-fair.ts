import { createHash, createHmac, randomBytes } from 'node:crypto';

// Provably fair outcomes (the algorithm players check is in provably-fair.md): the player sees
// SHA-256 of the server seed before play, each round's numbers come from HMAC-SHA256 keyed by
// the seed over `${clientSeed}:${nonce}:${cursor}`, and rotating the seed reveals it.
//
// It stays in the API on node:crypto rather than in shared-types: the browser's built-in HMAC
// (crypto.subtle) is asynchronous, which would make every draw of every game asynchronous and the
// million-round simulation slow. Players check rounds with the verify-round CLI or any HMAC tool.

/** What one round's outcome is drawn from. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Unbiased integers, the only randomness a game sees. */
export interface RandomSource {
  /** An integer in [0, bound), every value equally likely. */
  nextInt(bound: number): number;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;
// Printable ASCII without spaces, so a client seed reads the same everywhere it is shown.
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;
const UINT32_RANGE = 2 ** 32;

export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

/**
 * The random numbers of one round: 32-byte HMAC blocks (cursor 0, 1, ...) read as big-endian
 * unsigned 32-bit words, turned into integers by rejection sampling (a word at or above the
 * largest multiple of the bound is skipped), so no value is favoured by a modulo.
 */
export class RoundRandom implements RandomSource {
  private block = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(private readonly seeds: RoundSeeds) {
    if (!isServerSeed(seeds.serverSeed)) throw new RangeError('Server seed must be 64 hex digits');
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
      throw new RangeError('Nonce must be a non-negative integer');
    }
  }

  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > UINT32_RANGE) {
      throw new RangeError(`Bound must be an integer in [1, 2^32]: ${bound}`);
    }
    const limit = UINT32_RANGE - (UINT32_RANGE % bound);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % bound;
    }
  }

  private nextWord(): number {
    if (this.offset === this.block.length) {
      const { serverSeed, clientSeed, nonce } = this.seeds;
      this.block = createHmac('sha256', serverSeed)
        .update(`${clientSeed}:${nonce}:${this.cursor}`)
        .digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const word = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return word;
  }
}
