import { Module } from '@nestjs/common';
import { UploadStore } from './upload-store.js';

/** Files members upload (feedback images), kept under DATA_DIR/uploads. */
@Module({
  providers: [UploadStore],
  exports: [UploadStore],
})
export class UploadsModule {}
