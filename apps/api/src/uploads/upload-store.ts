import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
// The buffer-only entry: file-type's main entry is ESM-only for Node and jest (CommonJS) cannot
// resolve it; the core entry needs nothing of Node and both load it.
import { fileTypeFromBuffer } from 'file-type/core';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { fromProjectRoot } from '../database/project-root.js';

// Enough leading bytes for file-type to tell every format it knows.
const DETECTION_BYTES = 4100;
// Files still arriving; the same disk as the stored ones, so keeping one is an atomic rename.
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
 * Uploaded files under DATA_DIR/uploads/<folder>, outside the web root (only WEB_DIST_DIR is
 * served). A file is streamed to the incoming folder first and renamed into place once its
 * submission is accepted, under a random name with the extension of the type found in its bytes.
 */
@Injectable()
export class UploadStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'DATA_DIR'>) {
    this.root = path.join(fromProjectRoot(config.DATA_DIR), 'uploads');
  }

  /** Where a kept file of `folder` lives. */
  pathOf(folder: string, storedName: string): string {
    return path.join(this.root, folder, storedName);
  }

  /** Streams `file` into the incoming folder, measuring, hashing and typing it on the way. */
  async receive(folder: string, file: UploadStream): Promise<ReceivedFile> {
    const tempPath = path.join(await this.folder(path.join(folder, INCOMING_FOLDER)), randomUUID());
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
      await this.discard([tempPath]);
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

  /** Moves a received file into `folder` under a random name with `extension`; answers the name. */
  async keep(folder: string, file: ReceivedFile, extension: string): Promise<string> {
    const storedName = `${randomUUID()}.${extension}`;
    await rename(file.tempPath, this.pathOf(folder, storedName));
    return storedName;
  }

  /** Deletes files (received or kept); one already gone is not an error. */
  async discard(paths: string[]): Promise<void> {
    await Promise.all(paths.map((filePath) => rm(filePath, { force: true })));
  }

  // Made on every upload (two cheap calls), so a folder an operator moved away comes back. Only
  // the uploads are private: DATA_DIR keeps the default mode, since the embedded Postgres, run as
  // another user when the API runs as root, has to reach its own folder inside it.
  private async folder(relative: string): Promise<string> {
    const absolute = path.join(this.root, relative);
    await mkdir(path.dirname(this.root), { recursive: true });
    await mkdir(absolute, { recursive: true, mode: 0o750 });
    return absolute;
  }
}
