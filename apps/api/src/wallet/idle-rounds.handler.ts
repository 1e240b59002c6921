import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { IdleRoundsRepository } from './idle-rounds.repository.js';

// Rounds closed per run; more wait for the next run rather than hold the job for long.
const BATCH = 500;

/** The idle-rounds job (IDLE_ROUNDS_JOB). */
@Injectable()
export class IdleRoundsHandler implements JobHandler {
  constructor(
    private readonly rounds: IdleRoundsRepository,
    private readonly ledger: LedgerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Closes the rounds idle for the configured time (by the database's clock). */
  async run(_period: JobPeriod, signal: AbortSignal): Promise<void> {
    const idleMs = this.config.SEAMLESS_ROUND_IDLE_MINUTES * 60_000;
    for (const round of await this.rounds.idle(idleMs, BATCH)) {
      signal.throwIfAborted();
      await this.rounds.whileIdle(round, idleMs, (tx) =>
        this.ledger.postWithin(tx, {
          merchantId: round.merchantId,
          kind: 'ROUND_CLOSE',
          // Its own scope: a vendor's transaction ids can never name the job's closes.
          scope: `idle-rounds:${round.vendorCode}`,
          key: round.roundId,
          request: { call: 'idle-close', roundId: round.roundId },
          memberId: round.memberId,
          lines: [],
          round: {
            vendorId: round.vendorId,
            roundId: round.roundId,
            isDemo: round.isDemo,
            closes: true,
          },
        }),
      );
    }
  }
}
