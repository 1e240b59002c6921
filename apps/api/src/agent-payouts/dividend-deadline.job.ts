import { Injectable } from '@nestjs/common';
import type { JobDefinition, JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { DividendDistributionService } from './dividend-distribution.service.js';

/**
 * Due dividends past their deadline: every 15 minutes, forced from the upline's MAIN as far as
 * its balance goes. Each run brings everything up to date, so missed runs are not repeated.
 */
export const DIVIDEND_DEADLINE_JOB: JobDefinition = {
  id: 'agent-dividend-deadline',
  periodMs: 15 * 60_000,
  keepSucceededMs: 7 * 24 * 3_600_000,
};

@Injectable()
export class DividendDeadlineJob implements JobHandler {
  constructor(private readonly distribution: DividendDistributionService) {}

  run(_period: JobPeriod, signal: AbortSignal): Promise<unknown> {
    return this.distribution.forceOverdue(signal);
  }
}
