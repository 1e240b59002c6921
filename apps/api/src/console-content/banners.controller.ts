import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BANNER_IMAGE_FIELD,
  BANNER_IMAGE_MAX_BYTES,
  CONSOLE_CONTENT_PATHS,
  type ConsoleBanner,
  type ConsoleBannerImage,
  type ConsolePage,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { UploadStore } from '../uploads/upload-store.js';
import { BANNER_IMAGE_REQUEST_MAX_BYTES, readBannerImageForm } from './banner-image-form.js';
import { BannersService } from './banners.service.js';
import { ConsoleBannerDto, ConsoleBannerQueryDto } from './dto/banners.dto.js';
import { ContentIdDto } from './dto/content-id.dto.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.banners.slice(1))
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Banners by group and language, in order, with their schedule' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleBannerQueryDto,
  ): Promise<ConsolePage<ConsoleBanner>> {
    return this.banners.list(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a banner; players see it at once when it is live' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleBannerDto,
  ): Promise<ConsoleBanner> {
    return this.banners.create(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces a banner (fields left out take their defaults)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsoleBannerDto,
  ): Promise<ConsoleBanner> {
    return this.banners.update(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Deletes a banner' })
  remove(@CurrentOperator() operator: OperatorActor, @Param() params: ContentIdDto): Promise<null> {
    return this.banners.remove(operator, params.id);
  }
}

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.bannerImages.slice(1))
export class BannerImagesController {
  constructor(
    private readonly banners: BannersService,
    private readonly uploads: UploadStore,
  ) {}

  @Post()
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: BANNER_IMAGE_REQUEST_MAX_BYTES })
  @ConsoleRoute('content.write')
  @ApiOperation({
    summary: `Uploads a banner picture: PNG, JPEG or WebP (typed from its bytes), at most ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB; answers its address`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [BANNER_IMAGE_FIELD],
      properties: { [BANNER_IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  async upload(
    @CurrentOperator() operator: OperatorActor,
    @Req() request: FastifyRequest,
  ): Promise<ConsoleBannerImage> {
    const form = await readBannerImageForm(request, this.uploads);
    return this.banners.uploadImage(operator, form);
  }
}
