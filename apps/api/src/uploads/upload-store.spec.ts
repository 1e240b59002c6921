import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { UploadStore } from './upload-store.js';

describe('the upload store', () => {
  let base: string;
  let dataDir: string;
  let storage: FileStorage;
  let store: UploadStore;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'wps-uploads-'));
    dataDir = path.join(base, 'data');
    storage = new LocalFileStorage(path.join(dataDir, 'uploads'));
    store = new UploadStore({ DATA_DIR: dataDir }, storage);
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  // A test run that uploaded first made DATA_DIR private, and `pnpm start` as root then failed:
  // the embedded Postgres, run as another user, could not reach DATA_DIR/postgres.
  it('keeps the uploads private but leaves DATA_DIR reachable for the embedded Postgres', async () => {
    const received = await store.receive(Readable.from([Buffer.from('hello')]));
    expect(received.sizeBytes).toBe(5);

    const modeOf = async (folder: string) => (await stat(folder)).mode & 0o777;
    expect((await modeOf(dataDir)) & 0o005).toBe(0o005);
    expect((await modeOf(path.join(dataDir, 'uploads'))) & 0o007).toBe(0);
  });

  it('keeps a received file in the storage and lets go of the received copy', async () => {
    const received = await store.receive(Readable.from([Buffer.from('picture bytes')]));
    const storedName = await store.keep('feedback', received, 'png');
    expect(storedName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await storage.exists(`feedback/${storedName}`)).toBe(true);
    expect(await readdir(path.join(dataDir, 'uploads', '.incoming'))).toEqual([]);
    const chunks = await (await store.open('feedback', storedName)).body.toArray();
    expect(Buffer.concat(chunks as Buffer[]).toString()).toBe('picture bytes');
  });

  it('answers a failed submission even when a kept file cannot be deleted, and logs it', async () => {
    jest.spyOn(storage, 'delete').mockRejectedValue(new Error('bucket out of reach'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(store.discardKept('feedback', ['a.png'])).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/feedback\/a\.png.*out of reach/));
    logged.mockRestore();
  });
});
