import { Injectable } from '@nestjs/common';
import type { BannerImageType } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { StoredFileNotFoundError, type StoredFile } from '../uploads/file-storage.js';
import { UploadStore } from '../uploads/upload-store.js';
import { BANNER_IMAGE_FOLDER, bannerImageTypeOf } from './banner-images.js';

const notFound = () => new AppError('NOT_FOUND', 'No such picture');

/** Serves the banner pictures operators uploaded, from the file storage (any instance's). */
@Injectable()
export class BannerImageService {
  constructor(private readonly uploads: UploadStore) {}

  async open(storedName: string): Promise<StoredFile & { mimeType: BannerImageType }> {
    const mimeType = bannerImageTypeOf(storedName);
    if (!mimeType) throw notFound();
    try {
      return { mimeType, ...(await this.uploads.open(BANNER_IMAGE_FOLDER, storedName)) };
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw notFound();
      throw error;
    }
  }
}
