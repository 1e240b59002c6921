import { Module, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { ConsolePointsController } from './console-points.controller.js';
import { ConsolePointsService } from './console-points.service.js';
import { POINTS_EARNING_JOB } from './points-earning.job.js';
import { PointsEarningHandler } from './points-earning.handler.js';
import { PointsController } from './points.controller.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

/** Points: the member's relays, the console's settings and orders, the earning job. */
@Module({
  imports: [LedgerModule, PaymentPasswordModule, MailboxModule, OperatorModule, JobsModule],
  controllers: [PointsController, ConsolePointsController],
  providers: [PointsRepository, PointsService, ConsolePointsService, PointsEarningHandler],
})
export class PointsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly earning: PointsEarningHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(POINTS_EARNING_JOB, this.earning);
  }
}
