import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/** Site content: banners, notices and announcements. The lobby reads promotions through it. */
@Module({
  imports: [MerchantModule],
  controllers: [ContentController],
  providers: [ContentRepository, ContentService],
  exports: [ContentRepository],
})
export class ContentModule {}
