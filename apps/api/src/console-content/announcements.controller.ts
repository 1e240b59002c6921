import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_CONTENT_PATHS,
  type ConsoleAnnouncement,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { AnnouncementsService } from './announcements.service.js';
import { ConsoleAnnouncementDto, ConsoleAnnouncementQueryDto } from './dto/announcements.dto.js';
import { ContentIdDto } from './dto/content-id.dto.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.announcements.slice(1))
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Notices, popups and promotion notices, by type and language' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAnnouncementQueryDto,
  ): Promise<ConsolePage<ConsoleAnnouncement>> {
    return this.announcements.list(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a notice, popup or promotion notice' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleAnnouncementDto,
  ): Promise<ConsoleAnnouncement> {
    return this.announcements.create(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces an announcement (fields left out take their defaults)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsoleAnnouncementDto,
  ): Promise<ConsoleAnnouncement> {
    return this.announcements.update(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Deletes an announcement' })
  remove(@CurrentOperator() operator: OperatorActor, @Param() params: ContentIdDto): Promise<null> {
    return this.announcements.remove(operator, params.id);
  }
}
