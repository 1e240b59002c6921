import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { LOTTERY_DRAW_JOB } from './lottery-draw.job.js';
import { LotteryDrawsService } from './lottery-draws.service.js';

/** Runs the lottery-draw job every LOTTERY_DRAW_JOB.everyMs while the API is up. */
@Injectable()
export class LotteryDrawScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LOTTERY_DRAW_JOB.id);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly draws: LotteryDrawsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), LOTTERY_DRAW_JOB.everyMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.draws
      .catchUp()
      .catch((error: unknown) => this.logger.error(`lottery draws failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
