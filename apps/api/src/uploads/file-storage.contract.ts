import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  InvalidStorageKeyError,
  StoredFileNotFoundError,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

/** One implementation of the port, and how to let go of it. */
export interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

// Keys that try to leave their folder or reach what is not a kept file.
const BAD_KEYS = [
  '../secret.png',
  'feedback/../secret.png',
  'feedback/../../etc/passwd',
  'feedback/..',
  '../feedback/a.png',
  '/etc/passwd',
  'feedback//a.png',
  'feedback/a/b.png',
  'feedback\\..\\a.png',
  'feedback/.incoming',
  'feedback/.a.partial',
  '.incoming/a.png',
  'feedback/a.png/',
  'feedback/a',
  'feedback',
  '',
];

const MiB = 1024 * 1024;
// Four times the largest upload (three images under 5 MB each, 15 MB), so a store that held a
// whole file in memory could not stay under the bound below.
const LARGE_FILE_MIB = 64;
const MEMORY_BOUND = 16 * MiB;
const SAMPLE_MIB = 16;

const key = (extension = 'png') => `feedback/${randomUUID()}.${extension}`;
const bodyOf = (bytes: Buffer) => Readable.from([bytes]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The memory buffers (Node's Buffers live outside the JavaScript heap) still referenced: garbage
 * is collected first, so what remains is what the code under test holds.
 */
function liveBufferBytes(): number {
  // Twice: V8 frees the memory of dead Buffers in the background after a collection, so after
  // one alone the last megabytes read still counted; the second finishes that first.
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}
// The collector is not exposed to tests by default; the flag makes it reachable in a new context.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * What features rely on from the storage of kept uploads, asserted on what a FileStorage
 * answers. Each implementation runs it from file-storage.contract.spec.ts.
 */
export function describeFileStorageContract(
  name: string,
  setUp: () => Promise<StorageUnderTest>,
): void {
  describe(`${name} keeps the file storage contract`, () => {
    let under: StorageUnderTest;
    let storage: FileStorage;

    beforeAll(async () => {
      under = await setUp();
      storage = under.storage;
    });
    afterAll(() => under.close());

    it('reads back the exact bytes it was given, with their size', async () => {
      const bytes = randomBytes(300_000);
      const stored = key();
      await storage.put(stored, bodyOf(bytes), bytes.length);
      const file = await storage.read(stored);
      expect(file.sizeBytes).toBe(bytes.length);
      expect(sha256(await bytesOf(file))).toBe(sha256(bytes));
    });

    it('keeps an empty file', async () => {
      const stored = key();
      await storage.put(stored, bodyOf(Buffer.alloc(0)), 0);
      const file = await storage.read(stored);
      expect([file.sizeBytes, (await bytesOf(file)).length]).toEqual([0, 0]);
    });

    it('tells whether a key holds a file', async () => {
      const stored = key('jpg');
      expect(await storage.exists(stored)).toBe(false);
      await storage.put(stored, bodyOf(Buffer.from('picture')), 7);
      expect(await storage.exists(stored)).toBe(true);
      expect(await storage.exists(key('jpg'))).toBe(false);
    });

    it('replaces the file of a key put twice', async () => {
      const stored = key();
      await storage.put(stored, bodyOf(Buffer.from('first version')), 13);
      await storage.put(stored, bodyOf(Buffer.from('second')), 6);
      expect((await bytesOf(await storage.read(stored))).toString()).toBe('second');
    });

    it('deletes a file, and a second delete is no error', async () => {
      const stored = key();
      const other = key();
      await storage.put(stored, bodyOf(Buffer.from('to delete')), 9);
      await storage.put(other, bodyOf(Buffer.from('to keep')), 7);
      await storage.delete(stored);
      expect(await storage.exists(stored)).toBe(false);
      await expect(storage.delete(stored)).resolves.toBeUndefined();
      await expect(storage.read(stored)).rejects.toThrow(StoredFileNotFoundError);
      expect((await bytesOf(await storage.read(other))).toString()).toBe('to keep');
    });

    it('answers a missing key with a not-found naming it', async () => {
      const missing = key();
      const reading = storage.read(missing);
      await expect(reading).rejects.toThrow(StoredFileNotFoundError);
      await expect(reading).rejects.toMatchObject({ key: missing });
    });

    it.each(BAD_KEYS)('refuses the key %j in every call', async (bad) => {
      await expect(storage.put(bad, bodyOf(Buffer.from('x')), 1)).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.read(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(bad)).rejects.toThrow(InvalidStorageKeyError);
    });

    // Streamed, not buffered: the Buffers still referenced are measured (after a collection)
    // while a file four times the largest upload goes in and comes out. A store that gathered
    // the file before sending it, or read it whole before answering, holds at least 48 MiB at
    // one of the samples, taken every SAMPLE_MIB. Each sample is two full collections of the
    // test worker's heap, seconds apiece late in a busy run: hence few samples and a longer limit.
    it(`streams a ${LARGE_FILE_MIB} MiB file in and out without holding it in memory`, async () => {
      const baseline = liveBufferBytes();
      let peak = 0;
      const sample = () => {
        peak = Math.max(peak, liveBufferBytes() - baseline);
      };
      const expected = createHash('sha256');
      async function* largeFile() {
        for (let index = 0; index < LARGE_FILE_MIB; index += 1) {
          // A fresh Buffer for every mebibyte, as bytes arriving from a socket or a disk are.
          const chunk = Buffer.alloc(MiB, index % 251);
          expected.update(chunk);
          if (index % SAMPLE_MIB === SAMPLE_MIB - 1) sample();
          yield chunk;
        }
      }
      const stored = key();
      await storage.put(
        stored,
        Readable.from(largeFile(), { objectMode: false }),
        LARGE_FILE_MIB * MiB,
      );
      const putPeak = peak;

      peak = 0;
      const file = await storage.read(stored);
      const received = createHash('sha256');
      let length = 0;
      for await (const chunk of file.body) {
        received.update(chunk as Buffer);
        const before = length;
        length += (chunk as Buffer).length;
        if (Math.floor(length / (SAMPLE_MIB * MiB)) > Math.floor(before / (SAMPLE_MIB * MiB))) {
          sample();
        }
      }
      expect([file.sizeBytes, length]).toEqual([LARGE_FILE_MIB * MiB, LARGE_FILE_MIB * MiB]);
      expect(received.digest('hex')).toBe(expected.digest('hex'));
      expect(putPeak).toBeLessThan(MEMORY_BOUND);
      expect(peak).toBeLessThan(MEMORY_BOUND);
      await storage.delete(stored);
    }, 180_000);
  });
}
