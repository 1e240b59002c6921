import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_AGENT_PATHS, type AgentSettings } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { AgentSettingsDto } from './agent-settings.dto.js';
import { AgentSettingsService } from '../agent/agent-settings.service.js';

@ApiTags('console')
@Controller(CONSOLE_AGENT_PATHS.settings.slice(1))
export class AgentSettingsController {
  constructor(private readonly agentSettings: AgentSettingsService) {}

  @Get()
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: "The agent centre's switches, figures and downline transfer limits" })
  settings(@CurrentOperator() operator: OperatorActor): Promise<AgentSettings> {
    return this.agentSettings.settings(operator.merchantId);
  }

  @Put()
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Replaces every agent setting; the next agent request follows them' })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: AgentSettingsDto,
  ): Promise<AgentSettings> {
    return this.agentSettings.replace(operator, dto);
  }
}
