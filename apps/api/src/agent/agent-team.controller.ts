import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DownlineDetails, DownlinePage } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentTeamService } from './agent-team.service.js';
import {
  DownlineAccountParams,
  DownlineQueryDto,
  SetDownlineRatioDto,
  SetLoginLockDto,
} from './dto/agent-centre.dto.js';

const AGENT = { agent: true, realAccount: true } as const;

@ApiTags('agent centre')
@Controller('wps/agent/downlines')
export class AgentTeamController {
  constructor(private readonly team: AgentTeamService) {}

  @Get()
  @Authenticated(AGENT)
  @ApiOperation({ summary: "The agent's direct downline or whole team, filtered and paged" })
  downlines(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: DownlineQueryDto,
  ): Promise<DownlinePage> {
    return this.team.downlines(member, query);
  }

  @Get(':account')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "One account of the agent's team (404 outside it)" })
  details(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: DownlineAccountParams,
  ): Promise<DownlineDetails> {
    return this.team.details(member, params.account);
  }

  @Put(':account/ratio')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "A direct sub-agent's share ratio" })
  ratio(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: DownlineAccountParams,
    @Body() dto: SetDownlineRatioDto,
  ): Promise<DownlineDetails> {
    return this.team.setRatio(member, params.account, dto.ratio);
  }

  @Put(':account/login-lock')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "Locks or unlocks the login of an account of the agent's team" })
  loginLock(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: DownlineAccountParams,
    @Body() dto: SetLoginLockDto,
  ): Promise<DownlineDetails> {
    return this.team.setLoginLock(member, params.account, dto.locked);
  }
}
