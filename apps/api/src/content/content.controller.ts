import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnnouncementPayload, NoticePage } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { ContentService } from './content.service.js';
import { AnnouncementQueryDto, NoticePageQueryDto } from './dto/content.query.js';

@ApiTags('content')
@Controller('wps/system')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('announcements')
  @ApiOperation({
    summary: 'Announcements: player notices, banners (one group or all), popup and promotion',
  })
  announcements(
    @Query() query: AnnouncementQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<AnnouncementPayload> {
    return this.content.announcements(query, request.hostname);
  }

  @Get('notices')
  @ApiOperation({ summary: 'The player notices of /noticePage, one page at a time' })
  notices(@Query() query: NoticePageQueryDto, @Req() request: FastifyRequest): Promise<NoticePage> {
    return this.content.notices(query, request.hostname);
  }
}
