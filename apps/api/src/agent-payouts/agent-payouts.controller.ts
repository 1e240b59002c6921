import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  type AgentContractOverview,
  type AgentPayoutPage,
  type AgentPayoutStatement,
  type AgentPayoutView,
} from '@wps/shared-types';
import { ContractKindQueryDto } from '../agent-contracts/dto/agent-contracts.dto.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import { DividendDistributionService } from './dividend-distribution.service.js';
import {
  AgentPayoutQueryDto,
  DistributeDividendDto,
  StatementPageDto,
} from './dto/agent-payouts.dto.js';

const AGENT = { agent: true, realAccount: true } as const;

/** The agent's payouts (AGENT_CONTRACT_PATHS.payouts, payout, overview). */
@ApiTags('agent centre')
@Controller('wps/agent')
export class AgentPayoutsController {
  constructor(
    private readonly views: AgentPayoutViews,
    private readonly distribution: DividendDistributionService,
  ) {}

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

  @Post('payouts/:id/distribute')
  @HttpCode(200)
  @Authenticated(AGENT)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({
    summary: "Distributes a dividend the agent owes a downline agent, from the agent's MAIN",
  })
  distribute(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 400 })) id: number,
    @Body() dto: DistributeDividendDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<AgentPayoutView> {
    return this.distribution.distribute(member, id, dto.paymentPassword, idempotencyKey);
  }
}
