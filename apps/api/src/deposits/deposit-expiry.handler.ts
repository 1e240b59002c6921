import { Injectable } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { DepositsRepository } from './deposits.repository.js';

// Deposits expired per statement; a run goes on until none is left.
const BATCH = 500;

/**
 * The deposit-expiry job (DEPOSIT_EXPIRY_JOB). Moves no money: a pending deposit never did. Safe
 * beside a decision of the same deposit (the decision's claim wants it PENDING and unexpired;
 * the expiry skips a row a decision holds) and in several instances (the runner runs a period
 * once; two runs would each expire what the other left).
 */
@Injectable()
export class DepositExpiryHandler implements JobHandler {
  constructor(private readonly deposits: DepositsRepository) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<{ expired: number }> {
    let expired = 0;
    for (;;) {
      signal.throwIfAborted();
      const count = await this.deposits.expire(period.end, BATCH);
      expired += count;
      if (count < BATCH) return { expired };
    }
  }
}
