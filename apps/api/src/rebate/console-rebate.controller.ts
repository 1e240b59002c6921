import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_REBATE_PATHS, type ConsoleRebateSettingsView } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleRebateService } from './console-rebate.service.js';
import { RebateSettingsDto } from './dto/rebate.dto.js';

@ApiTags('console')
@Controller(CONSOLE_REBATE_PATHS.settings.slice(1))
export class ConsoleRebateController {
  constructor(private readonly rebates: ConsoleRebateService) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'The manual rebate: on or off, period, multiplier, rates by VIP rank' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<ConsoleRebateSettingsView> {
    return this.rebates.view(operator.merchantId);
  }

  @Put()
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Replaces every rebate setting; the next view and claim follow them' })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: RebateSettingsDto,
  ): Promise<ConsoleRebateSettingsView> {
    return this.rebates.replace(operator, dto);
  }
}
