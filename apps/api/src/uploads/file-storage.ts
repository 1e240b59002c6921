import type { Readable } from 'node:stream';

/**
 * Where kept uploads live: a local folder (one instance) or an S3-compatible bucket (any number
 * of instances). A key is `<folder>/<name>`, e.g. `feedback/3f2a….png`; both parts are checked
 * by `parseStorageKey`, so no key reaches outside its folder or names a temporary file.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing a file already there; a reader sees the whole file or
   * none. `sizeBytes` is the body's exact length (an S3 request declares it before the body).
   */
  put(key: string, body: Readable, sizeBytes: number): Promise<void>;
  /** The file as a stream; a missing key throws StoredFileNotFoundError. */
  read(key: string): Promise<StoredFile>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; one already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections; nothing is called after it. */
  close(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  sizeBytes: number;
}

export class StoredFileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Not a storage key: ${JSON.stringify(key)} (expected <folder>/<name>.<extension>)`);
    this.name = 'InvalidStorageKeyError';
  }
}

// A folder is a lower-case word (feedback, deposit-proofs); a name is a random id and its
// extension. Neither may start with a dot, so "..", ".incoming" and the local store's partial
// files are never keys, and with exactly one slash a key cannot climb out of its folder.
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,10}$/;

/** The folder and name of a key; anything else throws InvalidStorageKeyError. */
export function parseStorageKey(key: string): { folder: string; name: string } {
  const parts = key.split('/');
  if (parts.length !== 2 || !FOLDER_PATTERN.test(parts[0]) || !NAME_PATTERN.test(parts[1])) {
    throw new InvalidStorageKeyError(key);
  }
  return { folder: parts[0], name: parts[1] };
}

/** The key of `name` in `folder`, checked. */
export function storageKey(folder: string, name: string): string {
  const key = `${folder}/${name}`;
  parseStorageKey(key);
  return key;
}
