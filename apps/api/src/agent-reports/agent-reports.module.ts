import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { AgentRecordsRepository } from './agent-records.repository.js';
import { AgentReportsController } from './agent-reports.controller.js';
import { AgentReportsService } from './agent-reports.service.js';
import { agentStatsJob } from './agent-stats.job.js';
import { AgentStatsPort } from './agent-stats.port.js';
import { AgentStatsRepository } from './agent-stats.repository.js';
import { AgentStatsRollup } from './agent-stats.rollup.js';

/**
 * The agent centre's statistics and reports: the rollup job (agent-stats.job.ts), the reports of
 * an agent's team, and AgentStatsPort for features that move accounts in the tree.
 */
@Module({
  imports: [JobsModule, LedgerModule],
  controllers: [AgentReportsController],
  providers: [
    AgentRecordsRepository,
    AgentStatsRepository,
    AgentReportsService,
    AgentStatsRollup,
    AgentStatsPort,
  ],
  exports: [AgentStatsPort],
})
export class AgentReportsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly rollup: AgentStatsRollup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(agentStatsJob(this.config.AGENT_STATS_EVERY_MS), this.rollup);
  }
}
