import { Injectable, Logger } from '@nestjs/common';
import type { JobDefinition, JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { DailyReconciliation } from './daily-reconciliation.service.js';
import { ReconciliationAlertsRepository } from './reconciliation-alerts.repository.js';

/**
 * Once a UTC day, after it ends, on one API instance: every site's day reconciled. A week of
 * missed days is caught up after downtime, oldest first.
 */
export const DAILY_RECONCILIATION_JOB: JobDefinition = {
  id: 'daily-reconciliation',
  periodMs: 86_400_000,
  catchUpPeriods: 7,
};

@Injectable()
export class DailyReconciliationHandler implements JobHandler {
  private readonly logger = new Logger('DailyReconciliation');

  constructor(
    private readonly reconciliation: DailyReconciliation,
    private readonly alerts: ReconciliationAlertsRepository,
  ) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<{ sites: number; raised: number }> {
    let raised = 0;
    const sites = await this.alerts.merchantIds();
    for (const merchantId of sites) {
      signal.throwIfAborted();
      const result = await this.reconciliation.run(merchantId, period);
      if (result.mismatches > 0) {
        this.logger.warn(`site ${merchantId}, ${result.day}: ${result.mismatches} mismatches`);
      }
      raised += result.raised;
    }
    return { sites: sites.length, raised };
  }
}
