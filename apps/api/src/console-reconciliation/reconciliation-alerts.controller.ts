import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  RECONCILIATION_ALERT_PATHS,
  type ConsolePage,
  type ReconciliationAlert,
  type ReconciliationAlertCount,
  type ReconciliationRunResult,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import {
  ReconciliationAlertQueryDto,
  ReconciliationResolveDto,
  ReconciliationRunDto,
} from './reconciliation-alerts.dto.js';
import { ReconciliationAlertsService } from './reconciliation-alerts.service.js';

const ALERT_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('console')
@Controller()
export class ReconciliationAlertsController {
  constructor(private readonly alerts: ReconciliationAlertsService) {}

  @Get(RECONCILIATION_ALERT_PATHS.alerts)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "The daily reconciliation's alerts, newest day first" })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ReconciliationAlertQueryDto,
  ): Promise<ConsolePage<ReconciliationAlert>> {
    return this.alerts.list(operator.merchantId, query);
  }

  @Get(RECONCILIATION_ALERT_PATHS.openCount)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'How many reconciliation alerts are open' })
  openCount(@CurrentOperator() operator: OperatorActor): Promise<ReconciliationAlertCount> {
    return this.alerts.openCount(operator.merchantId);
  }

  @Post(RECONCILIATION_ALERT_PATHS.resolve(':id'))
  @HttpCode(200)
  @ConsoleRoute('payments.write')
  @ApiOperation({ summary: 'Resolves an open alert with a reason (audited)' })
  resolve(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ALERT_ID) id: number,
    @Body() body: ReconciliationResolveDto,
  ): Promise<ReconciliationAlert> {
    return this.alerts.resolve(operator, id, body.reason);
  }

  @Post(RECONCILIATION_ALERT_PATHS.run)
  @HttpCode(200)
  @ConsoleRoute('payments.write')
  @ApiOperation({ summary: "Runs the daily reconciliation of a day for the operator's site" })
  run(
    @CurrentOperator() operator: OperatorActor,
    @Body() body: ReconciliationRunDto,
  ): Promise<ReconciliationRunResult> {
    return this.alerts.run(operator, body.day);
  }
}
