import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BannerImageController } from './banner-image.controller.js';
import { BannerImageService } from './banner-image.service.js';
import { ContentController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/**
 * Site content: banners (and the pictures operators upload for them), notices and announcements.
 * The lobby reads promotions through it.
 */
@Module({
  imports: [MerchantModule, UploadsModule],
  controllers: [ContentController, BannerImageController],
  providers: [ContentRepository, ContentService, BannerImageService],
  exports: [ContentRepository],
})
export class ContentModule {}
