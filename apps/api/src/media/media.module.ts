import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/** Generated SVG pictures of games, vendors, banners, badges and QR codes under /media. */
@Module({ controllers: [MediaController], providers: [MediaService, MediaRepository] })
export class MediaModule {}
