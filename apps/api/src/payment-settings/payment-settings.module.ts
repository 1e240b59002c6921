import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentSettingsController } from './payment-settings.controller.js';
import { PaymentSettingsRepository } from './payment-settings.repository.js';
import { PaymentSettingsService } from './payment-settings.service.js';

/** The operator's payment settings: the console route, and the port money features read. */
@Module({
  imports: [OperatorModule],
  controllers: [PaymentSettingsController],
  providers: [PaymentSettingsRepository, PaymentSettingsService],
  exports: [PaymentSettingsService],
})
export class PaymentSettingsModule {}
