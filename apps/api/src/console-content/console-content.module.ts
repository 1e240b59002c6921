import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AnnouncementsController } from './announcements.controller.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';
import { BannerImagesController, BannersController } from './banners.controller.js';
import { BannersRepository } from './banners.repository.js';
import { BannersService } from './banners.service.js';

/** The console's content page: what players read, as operators write it. */
@Module({
  imports: [OperatorModule, UploadsModule],
  controllers: [BannersController, BannerImagesController, AnnouncementsController],
  providers: [BannersRepository, BannersService, AnnouncementsRepository, AnnouncementsService],
})
export class ConsoleContentModule {}
