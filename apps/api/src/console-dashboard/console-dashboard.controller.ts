import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_PATHS, type ConsoleDashboard } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleDashboardService } from './console-dashboard.service.js';

@ApiTags('console')
@Controller(CONSOLE_PATHS.dashboard.slice(1))
export class ConsoleDashboardController {
  constructor(private readonly dashboard: ConsoleDashboardService) {}

  @Get()
  @ConsoleRoute('dashboard.read')
  @ApiOperation({ summary: 'Today and the last 7 days: members, players, logins, bets, GGR' })
  figures(@CurrentOperator() operator: OperatorActor): Promise<ConsoleDashboard> {
    return this.dashboard.dashboard(operator.merchantId);
  }
}
