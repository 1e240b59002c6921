import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/** A scheduled job: what it is called and how often it runs. Its handler lives apart. */
export interface JobDefinition {
  id: string;
  everyMs: number;
}

/**
 * Runs a job every `everyMs` while the API is up, one run at a time: a run still going when the
 * next is due skips that turn, and a failed run is logged and retried at the next turn.
 */
export abstract class IntervalJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  protected constructor(private readonly job: JobDefinition) {
    this.logger = new Logger(job.id);
  }

  protected abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.job.everyMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error(`${this.job.id} failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
