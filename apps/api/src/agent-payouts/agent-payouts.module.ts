import { Module, type OnModuleInit } from '@nestjs/common';
import { AgentModule } from '../agent/agent.module.js';
import { AgentContractsModule } from '../agent-contracts/agent-contracts.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { SessionModule } from '../session/session.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import {
  DAILY_PAYOUT_JOB,
  DIVIDEND_PAYOUT_JOB,
  DailyPayoutJob,
  DividendPayoutJob,
  REAL_TIME_SALARY_JOB,
  RealTimeSalaryJob,
} from './agent-payout.jobs.js';
import { AgentPayoutsController } from './agent-payouts.controller.js';
import { AgentPayoutsRepository } from './agent-payouts.repository.js';
import { AgentPayoutsService } from './agent-payouts.service.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import { ConsoleAgentPayoutsController } from './console-agent-payouts.controller.js';
import { DIVIDEND_DEADLINE_JOB, DividendDeadlineJob } from './dividend-deadline.job.js';
import { DividendDistributionRepository } from './dividend-distribution.repository.js';
import { DividendDistributionService } from './dividend-distribution.service.js';

/**
 * The jobs that pay agents under their contracts (real-time salary, daily wages, hourly salary,
 * dividends) and force overdue dividends, the distribution of a dividend by its upline, the agent
 * centre's payout records and statements, and the console's runs and payouts.
 */
@Module({
  imports: [
    AgentModule,
    AgentContractsModule,
    JobsModule,
    LedgerModule,
    MailboxModule,
    OperatorModule,
    PaymentPasswordModule,
    SessionModule,
  ],
  controllers: [AgentPayoutsController, ConsoleAgentPayoutsController],
  providers: [
    AgentPayoutsRepository,
    AgentPayoutsService,
    AgentPayoutViews,
    RealTimeSalaryJob,
    DailyPayoutJob,
    DividendPayoutJob,
    DividendDistributionRepository,
    DividendDistributionService,
    DividendDeadlineJob,
  ],
  exports: [AgentPayoutsService, RealTimeSalaryJob, DailyPayoutJob, DividendPayoutJob],
})
export class AgentPayoutsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly realTime: RealTimeSalaryJob,
    private readonly daily: DailyPayoutJob,
    private readonly dividends: DividendPayoutJob,
    private readonly deadline: DividendDeadlineJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register(REAL_TIME_SALARY_JOB, this.realTime);
    this.jobs.register(DAILY_PAYOUT_JOB, this.daily);
    this.jobs.register(DIVIDEND_PAYOUT_JOB, this.dividends);
    this.jobs.register(DIVIDEND_DEADLINE_JOB, this.deadline);
  }
}
