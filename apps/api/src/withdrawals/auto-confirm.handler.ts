import { Injectable, Logger } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import { AUTO_CONFIRM_JOB } from './auto-confirm.job.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';

// Payouts confirmed per statement; a site with more goes on with the next batch at once.
const BATCH = 500;

/** The auto-confirm job (AUTO_CONFIRM_JOB). */
@Injectable()
export class AutoConfirmHandler implements JobHandler {
  private readonly log = new Logger(AUTO_CONFIRM_JOB.id);

  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly payments: PaymentSettingsService,
  ) {}

  /** Confirms every site's payouts paid at least its minutes before the period's end. */
  async run(period: JobPeriod, signal: AbortSignal): Promise<number> {
    let confirmed = 0;
    for (const merchantId of await this.withdrawals.sitesWithPayouts()) {
      const { autoConfirmMinutes } = (await this.payments.settings(merchantId)).withdrawal;
      const paidBy = new Date(period.end.getTime() - autoConfirmMinutes * 60_000);
      for (;;) {
        signal.throwIfAborted();
        const count = await this.withdrawals.autoConfirm(merchantId, paidBy, period.end, BATCH);
        confirmed += count;
        if (count < BATCH) break;
      }
    }
    if (confirmed > 0) this.log.log(`${confirmed} payouts confirmed themselves`);
    return confirmed;
  }
}
