import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module.js';
import { BankAccountsController } from './bank-accounts.controller.js';
import { BankAccountsRepository } from './bank-accounts.repository.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { ConsoleBankAccountsController } from './console-bank-accounts.controller.js';

/** Members' bank accounts; withdrawals read the account they pay to through the service. */
@Module({
  imports: [OperatorModule, PaymentPasswordModule, PaymentSettingsModule],
  controllers: [BankAccountsController, ConsoleBankAccountsController],
  providers: [BankAccountsRepository, BankAccountsService],
  exports: [BankAccountsService],
})
export class BankAccountsModule {}
