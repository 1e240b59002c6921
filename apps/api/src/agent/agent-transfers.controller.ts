import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  type AgentTransferOverview,
  type AgentTransferPage,
  type AgentTransferView,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentTransfersService } from './agent-transfers.service.js';
import { AgentTransferDto, AgentTransferPageQueryDto } from './dto/agent-centre.dto.js';

const AGENT = { agent: true, realAccount: true } as const;

@ApiTags('agent centre')
@Controller('wps/agent/transfers')
export class AgentTransfersController {
  constructor(private readonly transfers: AgentTransfersService) {}

  @Get()
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Limits and what today used, both ways, and the MAIN balance' })
  overview(@CurrentMember() member: AuthenticatedMember): Promise<AgentTransferOverview> {
    return this.transfers.overview(member);
  }

  @Get('records')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "The agent's transfers sent and received, newest first" })
  records(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: AgentTransferPageQueryDto,
  ): Promise<AgentTransferPage> {
    return this.transfers.page(member, query);
  }

  @Post()
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: "Sends money from the agent's MAIN to a direct downline's MAIN" })
  transfer(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: AgentTransferDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<AgentTransferView> {
    return this.transfers.transfer(member, dto, idempotencyKey);
  }
}
