import { Injectable, Logger } from '@nestjs/common';
import { IntervalJob, type JobDefinition } from '../common/interval-job.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderWallets } from './provider-wallets.js';

/**
 * Rolls back rounds left OPEN for over a minute: the engine leaves a round open only when even
 * its rollback got no answer, and a round is played in well under a minute otherwise. Safe to
 * repeat and to run in several processes: the rollback's transaction id is the round's own.
 */
export const OPEN_ROUNDS_JOB: JobDefinition = { id: 'provider-open-rounds', everyMs: 30_000 };

export const OPEN_ROUND_AGE_MS = 60_000;

// Rounds finished per run; more wait for the next run rather than hold the job for long.
const BATCH = 100;

@Injectable()
export class OpenRoundsJob extends IntervalJob {
  private readonly log = new Logger(OPEN_ROUNDS_JOB.id);

  constructor(
    private readonly rounds: ProviderRoundRepository,
    private readonly wallets: ProviderWallets,
  ) {
    super(OPEN_ROUNDS_JOB);
  }

  /** Finishes the rounds opened before `now` - 1 minute; answers how many it closed. */
  async run(now = Date.now()): Promise<number> {
    const stale = await this.rounds.staleOpen(new Date(now - OPEN_ROUND_AGE_MS), BATCH);
    let closed = 0;
    for (const round of stale) {
      try {
        await this.wallets.forVendor(round.vendorCode).rounds.finish(round);
        closed += 1;
      } catch (error) {
        // Still no answer from the wallet: the round stays open for the next run.
        this.log.warn(`round ${round.roundId} is still open: ${String(error)}`);
      }
    }
    return closed;
  }
}
