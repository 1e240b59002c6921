import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { fromProjectRoot } from '../database/project-root.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

export type StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'UPLOAD_S3_BUCKET'
  | 'UPLOAD_S3_ENDPOINT'
  | 'UPLOAD_S3_REGION'
  | 'UPLOAD_S3_ACCESS_KEY_ID'
  | 'UPLOAD_S3_SECRET_ACCESS_KEY'
  | 'UPLOAD_S3_FORCE_PATH_STYLE'
>;

/** Where a local instance keeps uploads: DATA_DIR/uploads, outside the served web app. */
export function uploadsFolder(config: Pick<AppConfig, 'DATA_DIR'>): string {
  return path.join(fromProjectRoot(config.DATA_DIR), 'uploads');
}

/** The bucket when UPLOAD_S3_BUCKET is set, else the local folder. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (!config.UPLOAD_S3_BUCKET) return new LocalFileStorage(uploadsFolder(config));
  return new S3FileStorage({
    bucket: config.UPLOAD_S3_BUCKET,
    endpoint: config.UPLOAD_S3_ENDPOINT,
    region: config.UPLOAD_S3_REGION,
    accessKeyId: config.UPLOAD_S3_ACCESS_KEY_ID,
    secretAccessKey: config.UPLOAD_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.UPLOAD_S3_FORCE_PATH_STYLE,
  });
}
