import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { createFileStorage } from './file-storage.factory.js';
import { FILE_STORAGE, UploadStore } from './upload-store.js';

/**
 * Files members upload (feedback images): received on this instance's disk, kept in the file
 * storage, which is an S3-compatible bucket when UPLOAD_S3_BUCKET is set, else DATA_DIR/uploads.
 */
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createFileStorage(config),
    },
    UploadStore,
  ],
  exports: [UploadStore],
})
export class UploadsModule implements OnModuleDestroy {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async onModuleDestroy(): Promise<void> {
    await this.storage.close();
  }
}
