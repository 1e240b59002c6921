import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
// The buffer-only entry: file-type's main entry is ESM-only for Node and jest (CommonJS) cannot
// resolve it; the core entry needs nothing of Node and both load it.
import { fileTypeFromBuffer } from 'file-type/core';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { storageKey, type FileStorage, type StoredFile } from './file-storage.js';
import { uploadsFolder } from './file-storage.factory.js';

/** The storage of kept files (file-storage.factory.ts chooses it from the configuration). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

// Enough leading bytes for file-type to tell every format it knows.
const DETECTION_BYTES = 4100;
// Parts still arriving, on this instance's own disk (a dot folder, so never a storage key).
const INCOMING_FOLDER = '.incoming';

/** A file received into the incoming folder, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
  /** The parser stopped at its size limit: the bytes received are only the start of the file. */
  truncated: boolean;
  /** The type found in the bytes (never the sender's name or declared type), if any. */
  detected: { mimeType: string; extension: string } | undefined;
}

/** A stream of a multipart file part; @fastify/multipart sets `truncated` at its size limit. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Members' uploads. A part is streamed to this instance's incoming folder (DATA_DIR/uploads/
 * .incoming) while it is measured, hashed and typed; once its submission is accepted it is kept
 * in the file storage (the local folder or the bucket) under a random name with the extension
 * of the type found in its bytes, and read back from there by any instance.
 */
@Injectable()
export class UploadStore {
  private readonly incoming: string;
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'DATA_DIR'>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    this.incoming = path.join(uploadsFolder(config), INCOMING_FOLDER);
  }

  /** Streams `file` into the incoming folder, measuring, hashing and typing it on the way. */
  async receive(file: UploadStream): Promise<ReceivedFile> {
    await this.makeIncomingFolder();
    const tempPath = path.join(this.incoming, randomUUID());
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        if (headBytes < DETECTION_BYTES) {
          const part = chunk.subarray(0, DETECTION_BYTES - headBytes);
          head.push(part);
          headBytes += part.length;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(file, measure, createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    const type = await fileTypeFromBuffer(Buffer.concat(head));
    return {
      tempPath,
      sizeBytes,
      sha256: hash.digest('hex'),
      truncated: file.truncated === true,
      detected: type && { mimeType: type.mime, extension: type.ext },
    };
  }

  /**
   * Keeps a received file in `folder` under a random name with `extension` and answers the name;
   * the received copy is then deleted.
   */
  async keep(folder: string, file: ReceivedFile, extension: string): Promise<string> {
    const storedName = `${randomUUID()}.${extension}`;
    await this.storage.put(
      storageKey(folder, storedName),
      createReadStream(file.tempPath),
      file.sizeBytes,
    );
    await rm(file.tempPath, { force: true });
    return storedName;
  }

  /** A kept file as a stream; a missing one throws StoredFileNotFoundError. */
  open(folder: string, storedName: string): Promise<StoredFile> {
    return this.storage.read(storageKey(folder, storedName));
  }

  /** Deletes received files; one already gone is not an error. */
  async discardReceived(files: ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
  }

  /**
   * Deletes kept files of a submission that failed after keeping them. Never throws: the
   * caller is already answering the failure, and a file that could not be deleted (the store is
   * out of reach) has no row, so nothing names or serves it; it is logged for an operator.
   */
  async discardKept(folder: string, storedNames: string[]): Promise<void> {
    const results = await Promise.allSettled(
      storedNames.map((name) => this.storage.delete(storageKey(folder, name))),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        this.logger.error(
          `could not delete ${folder}/${storedNames[index]} of a failed submission: ${String(result.reason)}`,
        );
      }
    });
  }

  // Made on every upload (two cheap calls), so a folder an operator moved away comes back. Only
  // the uploads are private: DATA_DIR keeps the default mode, since the embedded Postgres, run as
  // another user when the API runs as root, has to reach its own folder inside it.
  private async makeIncomingFolder(): Promise<void> {
    await mkdir(path.dirname(path.dirname(this.incoming)), { recursive: true });
    await mkdir(this.incoming, { recursive: true, mode: 0o750 });
  }
}
