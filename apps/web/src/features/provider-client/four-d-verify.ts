import type { FourDNumbers } from '@wps/shared-types';

// Recomputes a 4D draw in the browser from its revealed seed, as provably-fair.md describes:
// HMAC-SHA256 blocks keyed by the server seed over "<numero>:0:<cursor>", big-endian 32-bit
// words, rejection sampling to [0, 10000), a number already drawn skipped.

const NUMBERS = 10_000;
const UINT32_RANGE = 2 ** 32;
const LIMIT = UINT32_RANGE - (UINT32_RANGE % NUMBERS);
const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether the revealed seed hashes to the hash published before the draw. */
export async function seedMatchesHash(serverSeed: string, serverSeedHash: string) {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed))) === serverSeedHash;
}

export async function recomputeFourD(serverSeed: string, numero: string): Promise<FourDNumbers> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const drawn: string[] = [];
  for (let cursor = 0; drawn.length < 23; cursor++) {
    const block = new DataView(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${numero}:0:${cursor}`)),
    );
    for (let offset = 0; offset < block.byteLength && drawn.length < 23; offset += 4) {
      const word = block.getUint32(offset);
      if (word >= LIMIT) continue;
      const number = String(word % NUMBERS).padStart(4, '0');
      if (!drawn.includes(number)) drawn.push(number);
    }
  }
  return {
    first: drawn[0],
    second: drawn[1],
    third: drawn[2],
    special: drawn.slice(3, 13),
    consolation: drawn.slice(13),
  };
}
