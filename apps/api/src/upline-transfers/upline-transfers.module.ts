import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module.js';
import { UplineTransfersController } from './upline-transfers.controller.js';
import { UplineTransfersRepository } from './upline-transfers.repository.js';
import { UplineTransfersService } from './upline-transfers.service.js';

/** Transfers from a member's MAIN to its upline agent's MAIN. */
@Module({
  imports: [LedgerModule, PaymentPasswordModule, PaymentSettingsModule],
  controllers: [UplineTransfersController],
  providers: [UplineTransfersRepository, UplineTransfersService],
})
export class UplineTransfersModule {}
