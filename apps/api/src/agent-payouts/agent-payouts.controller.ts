import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AgentContractOverview,
  AgentPayoutPage,
  AgentPayoutStatement,
} from '@wps/shared-types';
import { ContractKindQueryDto } from '../agent-contracts/dto/agent-contracts.dto.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import { AgentPayoutQueryDto, StatementPageDto } from './dto/agent-payouts.dto.js';

const AGENT = { agent: true, realAccount: true } as const;

/** The agent's payouts (AGENT_CONTRACT_PATHS.payouts, payout, overview). */
@ApiTags('agent centre')
@Controller('wps/agent')
export class AgentPayoutsController {
  constructor(private readonly views: AgentPayoutViews) {}

  @Get('contracts/overview')
  @Authenticated(AGENT)
  @ApiOperation({
    summary: "A contract kind's page: the contract in force, waiting proposals, paid",
  })
  overview(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: ContractKindQueryDto,
  ): Promise<AgentContractOverview> {
    return this.views.overview(member, query.kind);
  }

  @Get('payouts')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "The agent's payouts of a kind by period, newest first, with totals" })
  payouts(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: AgentPayoutQueryDto,
  ): Promise<AgentPayoutPage> {
    return this.views.page(member, query);
  }

  @Get('payouts/:id')
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'One payout explained line by line' })
  statement(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 400 })) id: number,
    @Query() page: StatementPageDto,
  ): Promise<AgentPayoutStatement> {
    return this.views.statement(member, id, page);
  }
}
