import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_PAYMENT_PATHS, type PaymentSettings } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { PaymentSettingsDto } from './payment-settings.dto.js';
import { PaymentSettingsService } from './payment-settings.service.js';

@ApiTags('console')
@Controller(CONSOLE_PAYMENT_PATHS.paymentSettings.slice(1))
export class PaymentSettingsController {
  constructor(private readonly payments: PaymentSettingsService) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'Withdrawal, bank-account, upline-transfer and deposit settings' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<PaymentSettings> {
    return this.payments.settings(operator.merchantId);
  }

  @Put()
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Replaces every payment setting; the next request follows them' })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: PaymentSettingsDto,
  ): Promise<PaymentSettings> {
    return this.payments.replace(operator, dto);
  }
}
