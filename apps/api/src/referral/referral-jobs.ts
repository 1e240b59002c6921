import { Injectable } from '@nestjs/common';
import type { JobDefinition, JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { ReferralRewards } from './referral-rewards.service.js';

/**
 * Rewards friends' first approved deposits a minute at most after their approval. Each run looks
 * a day back, so missed periods need no runs of their own; its runs are kept for a day.
 */
export const REFERRAL_FIRST_DEPOSIT_JOB: JobDefinition = {
  id: 'referral-first-deposit',
  periodMs: 60_000,
  keepSucceededMs: 24 * 3_600_000,
};

/**
 * Rewards friends' valid turnover of the operator day that ended last. Hourly, so a site's day is
 * paid within the hour after it ends in whatever time zone; two days of missed hours catch up.
 */
export const REFERRAL_TURNOVER_JOB: JobDefinition = {
  id: 'referral-turnover',
  periodMs: 3_600_000,
  catchUpPeriods: 48,
  keepSucceededMs: 7 * 24 * 3_600_000,
};

/** The first-deposit job's handler: idempotent, a reward is recorded with its payment. */
@Injectable()
export class ReferralFirstDepositHandler implements JobHandler {
  constructor(private readonly rewards: ReferralRewards) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<{ paid: number }> {
    return { paid: await this.rewards.payFirstDeposits(period.end, signal) };
  }
}

/** The turnover job's handler: pays each friend-day once, whichever run comes first. */
@Injectable()
export class ReferralTurnoverHandler implements JobHandler {
  constructor(private readonly rewards: ReferralRewards) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<{ paid: number }> {
    return { paid: await this.rewards.payTurnover(period.end, signal) };
  }
}
