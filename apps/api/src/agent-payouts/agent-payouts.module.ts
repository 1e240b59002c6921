import { Module, type OnModuleInit } from '@nestjs/common';
import { AgentModule } from '../agent/agent.module.js';
import { AgentContractsModule } from '../agent-contracts/agent-contracts.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { SessionModule } from '../session/session.module.js';
import {
  DAILY_PAYOUT_JOB,
  DailyPayoutJob,
  REAL_TIME_SALARY_JOB,
  RealTimeSalaryJob,
} from './agent-payout.jobs.js';
import { AgentPayoutsController } from './agent-payouts.controller.js';
import { AgentPayoutsRepository } from './agent-payouts.repository.js';
import { AgentPayoutsService } from './agent-payouts.service.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import { ConsoleAgentPayoutsController } from './console-agent-payouts.controller.js';

/**
 * The jobs that pay agents under their contracts (real-time salary, daily wages, hourly salary),
 * the agent centre's payout records and statements, and the console's runs and payouts.
 */
@Module({
  imports: [
    AgentModule,
    AgentContractsModule,
    JobsModule,
    LedgerModule,
    OperatorModule,
    SessionModule,
  ],
  controllers: [AgentPayoutsController, ConsoleAgentPayoutsController],
  providers: [
    AgentPayoutsRepository,
    AgentPayoutsService,
    AgentPayoutViews,
    RealTimeSalaryJob,
    DailyPayoutJob,
  ],
  exports: [AgentPayoutsService, RealTimeSalaryJob, DailyPayoutJob],
})
export class AgentPayoutsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly realTime: RealTimeSalaryJob,
    private readonly daily: DailyPayoutJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register(REAL_TIME_SALARY_JOB, this.realTime);
    this.jobs.register(DAILY_PAYOUT_JOB, this.daily);
  }
}
