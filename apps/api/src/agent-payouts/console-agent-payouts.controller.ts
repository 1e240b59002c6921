import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_API_PREFIX,
  type ConsoleAgentPayout,
  type ConsolePage,
  type ConsolePayoutRun,
  type ConsoleRerunResult,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import {
  ConsoleAgentPayoutQueryDto,
  ConsolePayoutRunQueryDto,
  ConsoleRerunDto,
} from './dto/agent-payouts.dto.js';

/** The site's agent payouts and the payout jobs' runs (CONSOLE_AGENT_CONTRACT_PATHS). */
@ApiTags('console')
@Controller(CONSOLE_API_PREFIX.slice(1))
export class ConsoleAgentPayoutsController {
  constructor(private readonly views: AgentPayoutViews) {}

  @Get('agent-payouts')
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: "The site's agent payouts, newest period first" })
  payouts(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAgentPayoutQueryDto,
  ): Promise<ConsolePage<ConsoleAgentPayout>> {
    return this.views.consolePayouts(operator, query);
  }

  @Get('agent-payout-runs')
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: "A payout job's runs, newest first, with what each paid" })
  runs(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePayoutRunQueryDto,
  ): Promise<ConsolePage<ConsolePayoutRun>> {
    return this.views.consoleRuns(operator, query);
  }

  @Post('agent-payout-runs/rerun')
  @HttpCode(200)
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Runs a period of a payout job again; nothing is paid twice' })
  rerun(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleRerunDto,
  ): Promise<ConsoleRerunResult> {
    return this.views.rerun(operator, dto);
  }
}
