import { Module, type OnModuleInit } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LOTTERY_DRAW_JOB } from './lottery-draw.job.js';
import { LotteryDrawHandler } from './lottery-draw.handler.js';
import { LotteryDrawsService } from './lottery-draws.service.js';
import { LotteryController } from './lottery.controller.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { ProviderModule } from '../provider/provider.module.js';

/** The lottery lobby (/lgw, /lotto) and the draws of the project's own lottery games. */
@Module({
  imports: [MerchantModule, GamesModule, JobsModule, ProviderModule],
  controllers: [LotteryController],
  providers: [LotteryRepository, LotteryDrawsService, LotteryDrawHandler, LotteryService],
  exports: [LotteryDrawsService],
})
export class LotteryModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly drawJob: LotteryDrawHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(LOTTERY_DRAW_JOB, this.drawJob);
  }
}
