import { Injectable } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { LotteryDrawsService } from './lottery-draws.service.js';

/** The lottery-draw job (LOTTERY_DRAW_JOB): the draws due by the end of its period. */
@Injectable()
export class LotteryDrawHandler implements JobHandler {
  constructor(private readonly draws: LotteryDrawsService) {}

  run(period: JobPeriod): Promise<number> {
    return this.draws.catchUp(period.end.getTime());
  }
}
