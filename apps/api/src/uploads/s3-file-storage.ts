import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  parseStorageKey,
  StoredFileNotFoundError,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address; AWS's own for the region when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither; without them the SDK's usual chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; MinIO wants it. */
  forcePathStyle: boolean;
}

// S3 answers a missing key NoSuchKey to a GET and a bare 404 (NotFound) to a HEAD; to credentials
// without s3:ListBucket on the bucket it answers 403 instead, which stays an error.
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** Kept files as objects of one S3-compatible bucket, named by their key: for several instances. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default sends a streamed body in aws-chunked framing with a trailing CRC32,
      // which several S3-compatible servers refuse or, worse, store framing and all. A checksum
      // only where the operation requires one: the body goes as plain bytes of a known length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // A store that stopped answering fails the upload or the download instead of holding it.
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, body: Readable, sizeBytes: number): Promise<void> {
    parseStorageKey(key);
    // One PUT streams the body (an upload is a few megabytes, far under S3's 5 GB for one
    // request); a multipart upload would only be needed for bodies of unknown length.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: sizeBytes }),
    );
  }

  async read(key: string): Promise<StoredFile> {
    parseStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      // In Node the body is the HTTP response itself, read as it arrives.
      if (!(object.Body instanceof Readable)) throw new Error(`No readable body for ${key}`);
      return { body: object.Body, sizeBytes: object.ContentLength ?? 0 };
    } catch (error) {
      throw isMissing(error) ? new StoredFileNotFoundError(key) : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    parseStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    parseStorageKey(key);
    // S3 answers a delete of a missing key as done.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
