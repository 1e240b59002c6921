import { Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job.js';
import { LOTTERY_DRAW_JOB } from './lottery-draw.job.js';
import { LotteryDrawsService } from './lottery-draws.service.js';

/** Runs the lottery-draw job every LOTTERY_DRAW_JOB.everyMs while the API is up. */
@Injectable()
export class LotteryDrawScheduler extends IntervalJob {
  constructor(private readonly draws: LotteryDrawsService) {
    super(LOTTERY_DRAW_JOB);
  }

  protected run(): Promise<number> {
    return this.draws.catchUp();
  }
}
