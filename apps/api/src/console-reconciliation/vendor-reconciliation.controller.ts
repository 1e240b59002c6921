import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  VENDOR_RECONCILIATION_PATHS,
  type VendorDayTotals,
  type VendorReconciliationLine,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { VendorReportQueryDto, VendorStatementDto } from './vendor-reconciliation.dto.js';
import { VendorReconciliationService } from './vendor-reconciliation.service.js';

@ApiTags('console')
@Controller()
export class VendorReconciliationController {
  constructor(private readonly reconciliation: VendorReconciliationService) {}

  @Get(VENDOR_RECONCILIATION_PATHS.report)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "Each vendor's bets, wins, rollbacks and net per UTC day" })
  report(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: VendorReportQueryDto,
  ): Promise<VendorDayTotals[]> {
    return this.reconciliation.report(operator.merchantId, query);
  }

  // A POST only because the statement is a body; it changes nothing.
  @Post(VENDOR_RECONCILIATION_PATHS.compare)
  @HttpCode(200)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "A vendor's statement beside the site's totals, day by day" })
  compare(
    @CurrentOperator() operator: OperatorActor,
    @Body() statement: VendorStatementDto,
  ): Promise<VendorReconciliationLine[]> {
    return this.reconciliation.compare(operator.merchantId, statement);
  }
}
