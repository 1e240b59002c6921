import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AGENT_CENTRE_PATHS, type AgentAnnouncementPage } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentAnnouncementQueryDto } from './agent-announcements.dto.js';
import { AgentAnnouncementsService } from './agent-announcements.service.js';

@ApiTags('agent')
@Controller(AGENT_CENTRE_PATHS.announcements.slice(1))
export class AgentAnnouncementsController {
  constructor(private readonly announcements: AgentAnnouncementsService) {}

  @Get()
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "The operator's published notices for agents, newest first" })
  page(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: AgentAnnouncementQueryDto,
  ): Promise<AgentAnnouncementPage> {
    return this.announcements.page(member, query);
  }
}
