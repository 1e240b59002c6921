import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentContractPage, AgentContractView } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentContractsService } from './agent-contracts.service.js';
import {
  AgentContractQueryDto,
  OfferContractDto,
  RequestContractDto,
  TerminationDto,
} from './dto/agent-contracts.dto.js';

const AGENT = { agent: true, realAccount: true } as const;
const CONTRACT_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** The agent's contracts (AGENT_CONTRACT_PATHS): offers, requests, answers, terminations. */
@ApiTags('agent centre')
@Controller('wps/agent/contracts')
export class AgentContractsController {
  constructor(private readonly contracts: AgentContractsService) {}

  @Get()
  @Authenticated(AGENT)
  @ApiOperation({ summary: "The agent's contracts of a kind and those it issued, newest first" })
  list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: AgentContractQueryDto,
  ): Promise<AgentContractPage> {
    return this.contracts.list(member, query);
  }

  @Post()
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Offers a contract to a direct downline sub-agent' })
  offer(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: OfferContractDto,
  ): Promise<AgentContractView> {
    return this.contracts.offer(member, dto);
  }

  @Post('requests')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Asks the upline for new terms' })
  request(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: RequestContractDto,
  ): Promise<AgentContractView> {
    return this.contracts.request(member, dto);
  }

  @Get(':id')
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'One contract the agent holds or issued' })
  view(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.view(member, id);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: "Accepts the other side's proposal: it comes into force" })
  accept(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'accept');
  }

  @Post(':id/refuse')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: "Refuses the other side's proposal" })
  refuse(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'refuse');
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Withdraws the agent’s own proposal before an answer' })
  cancel(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'cancel');
  }

  @Post(':id/termination')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Asks the other side to end a contract in force' })
  requestTermination(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
    @Body() dto: TerminationDto,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'termination', dto.note ?? null);
  }

  @Post(':id/termination/accept')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Agrees to end the contract (and those issued under it)' })
  acceptTermination(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'termination/accept');
  }

  @Post(':id/termination/refuse')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Refuses to end the contract: it stays in force' })
  refuseTermination(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', CONTRACT_ID) id: number,
  ): Promise<AgentContractView> {
    return this.contracts.act(member, id, 'termination/refuse');
  }
}
