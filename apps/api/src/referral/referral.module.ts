import { Module, type OnModuleInit } from '@nestjs/common';
import { BonusesModule } from '../bonuses/bonuses.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleReferralController } from './console-referral.controller.js';
import { ConsoleReferralService } from './console-referral.service.js';
import {
  REFERRAL_FIRST_DEPOSIT_JOB,
  REFERRAL_TURNOVER_JOB,
  ReferralFirstDepositHandler,
  ReferralTurnoverHandler,
} from './referral-jobs.js';
import { ReferralRewards } from './referral-rewards.service.js';
import { ReferralController } from './referral.controller.js';
import { ReferralRepository } from './referral.repository.js';
import { ReferralService } from './referral.service.js';

/**
 * Referral: the member's invitation page, the jobs paying referrers for their friends' first
 * deposits and daily turnover (through the bonuses port), and the console's rule and figures.
 */
@Module({
  imports: [BonusesModule, MailboxModule, MerchantModule, OperatorModule, JobsModule],
  controllers: [ReferralController, ConsoleReferralController],
  providers: [
    ReferralRepository,
    ReferralService,
    ReferralRewards,
    ConsoleReferralService,
    ReferralFirstDepositHandler,
    ReferralTurnoverHandler,
  ],
})
export class ReferralModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly firstDeposits: ReferralFirstDepositHandler,
    private readonly turnover: ReferralTurnoverHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(REFERRAL_FIRST_DEPOSIT_JOB, this.firstDeposits);
    this.jobs.register(REFERRAL_TURNOVER_JOB, this.turnover);
  }
}
