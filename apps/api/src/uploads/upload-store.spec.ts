import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UploadStore } from './upload-store.js';

describe('the upload store', () => {
  let base: string;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'wps-uploads-'));
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  // A test run that uploaded first made DATA_DIR private, and `pnpm start` as root then failed:
  // the embedded Postgres, run as another user, could not reach DATA_DIR/postgres.
  it('keeps the uploads private but leaves DATA_DIR reachable for the embedded Postgres', async () => {
    const dataDir = path.join(base, 'data');
    const store = new UploadStore({ DATA_DIR: dataDir });
    const received = await store.receive('feedback', Readable.from([Buffer.from('hello')]));
    expect(received.sizeBytes).toBe(5);

    const modeOf = async (folder: string) => (await stat(folder)).mode & 0o777;
    expect((await modeOf(dataDir)) & 0o005).toBe(0o005);
    expect((await modeOf(path.join(dataDir, 'uploads'))) & 0o007).toBe(0);
  });
});
