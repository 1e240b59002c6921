import { Module } from '@nestjs/common';
import { LedgerReads } from './ledger-reads.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';

/**
 * The ledger: the only writer of journal entries and balances, used through LedgerService; the
 * journal is read through LedgerReads.
 */
@Module({
  providers: [LedgerRepository, LedgerService, LedgerReads],
  exports: [LedgerService, LedgerReads],
})
export class LedgerModule {}
