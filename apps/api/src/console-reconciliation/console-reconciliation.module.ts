import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { VendorReconciliationController } from './vendor-reconciliation.controller.js';
import { VendorReconciliationService } from './vendor-reconciliation.service.js';

/** Reconciliation with game vendors: the ledger's per-day totals beside their statements. */
@Module({
  imports: [OperatorModule, LedgerModule],
  controllers: [VendorReconciliationController],
  providers: [VendorReconciliationService],
})
export class ConsoleReconciliationModule {}
