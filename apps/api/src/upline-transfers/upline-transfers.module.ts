import { Module } from '@nestjs/common';
import { MemberTransfersModule } from '../member-transfers/member-transfers.module.js';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module.js';
import { UplineTransfersController } from './upline-transfers.controller.js';
import { UplineTransfersService } from './upline-transfers.service.js';

/** Transfers from a member's MAIN to its upline agent's MAIN (the member centre's). */
@Module({
  imports: [MemberTransfersModule, PaymentSettingsModule],
  controllers: [UplineTransfersController],
  providers: [UplineTransfersService],
})
export class UplineTransfersModule {}
