import { Module } from '@nestjs/common';
import { DividendFreezeModule } from '../dividend-freeze/dividend-freeze.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { MemberTransfersRepository } from './member-transfers.repository.js';
import { MemberTransfersService } from './member-transfers.service.js';

/**
 * Transfers between members' MAIN wallets along the agent tree, both directions: the port the
 * member centre's upline transfer and the agent centre's downline transfer share.
 */
@Module({
  imports: [DividendFreezeModule, LedgerModule, PaymentPasswordModule],
  providers: [MemberTransfersRepository, MemberTransfersService],
  exports: [MemberTransfersService],
})
export class MemberTransfersModule {}
