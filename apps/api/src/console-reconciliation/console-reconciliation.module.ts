import { Module, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module.js';
import {
  DAILY_RECONCILIATION_JOB,
  DailyReconciliationHandler,
} from './daily-reconciliation.job.js';
import { DailyReconciliation } from './daily-reconciliation.service.js';
import { ReconciliationAlertsController } from './reconciliation-alerts.controller.js';
import { ReconciliationAlertsRepository } from './reconciliation-alerts.repository.js';
import { ReconciliationAlertsService } from './reconciliation-alerts.service.js';
import { VendorReconciliationController } from './vendor-reconciliation.controller.js';
import { VendorReconciliationService } from './vendor-reconciliation.service.js';

/**
 * Reconciliation: the ledger's per-day totals beside the game vendors' statements, and the daily
 * job that checks wallets, deposits and rounds against the ledger and raises an alert per
 * mismatch until an operator resolves it.
 */
@Module({
  imports: [OperatorModule, LedgerModule, JobsModule, PaymentGatewayModule],
  controllers: [VendorReconciliationController, ReconciliationAlertsController],
  providers: [
    VendorReconciliationService,
    ReconciliationAlertsRepository,
    DailyReconciliation,
    DailyReconciliationHandler,
    ReconciliationAlertsService,
  ],
})
export class ConsoleReconciliationModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly handler: DailyReconciliationHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(DAILY_RECONCILIATION_JOB, this.handler);
  }
}
