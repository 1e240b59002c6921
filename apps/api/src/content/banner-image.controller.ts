import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { BANNER_IMAGE_PATH } from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { BannerImageService } from './banner-image.service.js';

@ApiTags('media')
@Controller(BANNER_IMAGE_PATH.slice(1))
export class BannerImageController {
  constructor(private readonly images: BannerImageService) {}

  @Get(':file')
  @ApiOperation({ summary: 'A banner picture an operator uploaded, as uploaded' })
  @ApiParam({ name: 'file', description: 'The name the upload answered, e.g. 3f2a….png' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  async image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.images.open(file);
    // Straight to Fastify's reply, past the JSON envelope. A name is never reused for other
    // bytes, so browsers and proxies may keep the picture a year.
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', image.sizeBytes)
      .type(image.mimeType)
      .send(image.body);
  }
}
