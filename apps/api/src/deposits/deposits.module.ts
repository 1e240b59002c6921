import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { BonusesModule } from '../bonuses/bonuses.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module.js';
import { TurnoverModule } from '../turnover/turnover.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import {
  ConsoleDepositChannelsController,
  ConsoleDepositsController,
  DepositQrImagesController,
} from './console-deposits.controller.js';
import { ConsoleDepositsService } from './console-deposits.service.js';
import { DepositDecisions } from './deposit-decisions.service.js';
import { DEPOSIT_EXPIRY_JOB } from './deposit-expiry.job.js';
import { DepositExpiryHandler } from './deposit-expiry.handler.js';
import { DepositsController } from './deposits.controller.js';
import { DepositsRepository } from './deposits.repository.js';
import { DepositsService } from './deposits.service.js';
import { PaymentCallbackController } from './payment-callback.controller.js';
import { PaymentCallbacks } from './payment-callbacks.service.js';

/**
 * Deposits: the member's deposit page, the gateway's callback, the console's queue and
 * channels, and the job expiring deposits nobody decided.
 */
@Module({
  imports: [
    PlayerProtectionModule,
    MerchantModule,
    OperatorModule,
    UploadsModule,
    LedgerModule,
    MailboxModule,
    TurnoverModule,
    BonusesModule,
    PaymentGatewayModule,
    JobsModule,
  ],
  controllers: [
    DepositsController,
    PaymentCallbackController,
    ConsoleDepositsController,
    ConsoleDepositChannelsController,
    DepositQrImagesController,
  ],
  providers: [
    DepositsRepository,
    DepositDecisions,
    DepositsService,
    PaymentCallbacks,
    ConsoleDepositsService,
    DepositExpiryHandler,
  ],
})
export class DepositsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly expiry: DepositExpiryHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(DEPOSIT_EXPIRY_JOB, this.expiry);
  }
}
