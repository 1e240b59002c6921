import { Injectable, Logger } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { OPEN_ROUND_AGE_MS, OPEN_ROUNDS_JOB } from './open-rounds.job.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderWallets } from './provider-wallets.js';

// Rounds finished per run; more wait for the next run rather than hold the job for long.
const BATCH = 100;

/** The open-rounds job (OPEN_ROUNDS_JOB). */
@Injectable()
export class OpenRoundsHandler implements JobHandler {
  private readonly log = new Logger(OPEN_ROUNDS_JOB.id);

  constructor(
    private readonly rounds: ProviderRoundRepository,
    private readonly wallets: ProviderWallets,
  ) {}

  /**
   * Finishes the rounds opened a minute or more before the period's end. Stops between rounds
   * once another instance has taken the run over.
   */
  async run(period: JobPeriod, signal: AbortSignal): Promise<void> {
    const before = new Date(period.end.getTime() - OPEN_ROUND_AGE_MS);
    const stale = await this.rounds.staleOpen(before, BATCH);
    for (const round of stale) {
      signal.throwIfAborted();
      try {
        await this.wallets.forVendor(round.vendorCode).rounds.finish(round);
      } catch (error) {
        // Still no answer from the wallet: the round stays open (its win owed) for the next run.
        this.log.warn(`round ${round.roundId} is still open: ${String(error)}`);
      }
    }
  }
}
