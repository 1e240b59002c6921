import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server } from '../../test/support/s3-server.js';
import { loadConfig } from '../config/app-config.js';
import { describeFileStorageContract } from './file-storage.contract.js';
import { createFileStorage } from './file-storage.factory.js';

// One contract, two implementations, each built from configuration as the API builds it: the
// local folder (no UPLOAD_S3_BUCKET) and a bucket on an S3-compatible server in this process.

let dataDir: string;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeFileStorageContract('the local folder', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wps-storage-'));
  const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
  expect(storage.kind).toBe('local');
  return {
    storage,
    close: () => storage.close(),
  };
});

describe('the local folder', () => {
  it('has written nothing outside DATA_DIR/uploads', async () => {
    expect(await readdir(dataDir)).toEqual(['uploads']);
  });
});

describeFileStorageContract('an S3-compatible bucket', async () => {
  const server = await startS3Server();
  const storage = createFileStorage(loadConfig(server.environment));
  expect(storage.kind).toBe('s3');
  return {
    storage,
    close: async () => {
      await storage.close();
      await server.close();
    },
  };
});
