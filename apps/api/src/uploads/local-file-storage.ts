import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  parseStorageKey,
  StoredFileNotFoundError,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Kept files under one local folder, `<root>/<folder>/<name>`: the default, for a single
 * instance (another instance's disk does not have them).
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async put(key: string, body: Readable, _sizeBytes: number): Promise<void> {
    const target = this.pathOf(key);
    await this.folder(path.dirname(target));
    // Written beside its place under a dot name (never a key), then renamed: a reader sees the
    // whole file or none, and a crash leaves only a partial file nobody can read.
    const partial = path.join(path.dirname(target), `.${randomUUID()}.partial`);
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<StoredFile> {
    const filePath = this.pathOf(key);
    // Opened before answering, so a missing file is a not-found here rather than a stream error.
    const handle = await open(filePath, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new StoredFileNotFoundError(key) : error;
    });
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), sizeBytes: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    const { folder, name } = parseStorageKey(key);
    return path.join(this.root, folder, name);
  }

  // Made on every put (two cheap calls), so a folder an operator moved away comes back. Only the
  // uploads are private: the root's parent (DATA_DIR) keeps the default mode, since the embedded
  // Postgres, run as another user when the API runs as root, has to reach its own folder in it.
  private async folder(absolute: string): Promise<void> {
    await mkdir(path.dirname(this.root), { recursive: true });
    await mkdir(absolute, { recursive: true, mode: 0o750 });
  }
}
