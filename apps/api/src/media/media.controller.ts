import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MediaService } from './media.service.js';

// The pictures never change for a given path, so browsers and proxies may keep them a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// SVG answers go straight to Fastify's reply, past the JSON envelope of the API.
function sendSvg(reply: FastifyReply, svg: string): void {
  void reply.header('cache-control', CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
}

const FILE_PARAM = {
  name: 'file',
  description: 'The name followed by .svg; letters, digits, "_" and "-" only',
};

@ApiTags('media')
@ApiProduces('image/svg+xml')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get('games/:vendor/:file')
  @ApiOperation({ summary: 'Generated picture of a game, e.g. /media/games/PG/PG_00001.svg' })
  @ApiParam({ name: 'vendor', description: 'Vendor code' })
  @ApiParam(FILE_PARAM)
  async game(
    @Param('vendor') vendor: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendSvg(reply, await this.media.gameImage(vendor, file));
  }

  @Get('vendors/:file')
  @ApiOperation({ summary: 'Generated logo of a vendor, e.g. /media/vendors/PG.svg' })
  @ApiParam(FILE_PARAM)
  async vendor(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendSvg(reply, await this.media.vendorLogo(file));
  }

  @Get('banners/:file')
  @ApiOperation({ summary: 'Generated banner; the name is its headline' })
  @ApiParam(FILE_PARAM)
  async banner(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendSvg(reply, await this.media.banner(file));
  }

  @Get('badges/:file')
  @ApiOperation({ summary: 'Generated licence badge, e.g. /media/badges/malta.svg' })
  @ApiParam(FILE_PARAM)
  async badge(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendSvg(reply, await this.media.badge(file));
  }

  @Get('avatars/:file')
  @ApiOperation({ summary: 'Generated avatar of a member, e.g. /media/avatars/12.svg' })
  @ApiParam(FILE_PARAM)
  async avatar(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendSvg(reply, await this.media.avatar(file));
  }

  @Get('qr/:file')
  @ApiOperation({ summary: 'Placeholder QR-style picture for a social resource' })
  @ApiParam(FILE_PARAM)
  async qrCode(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendSvg(reply, await this.media.qrCode(file));
  }
}
