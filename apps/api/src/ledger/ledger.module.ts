import { Module } from '@nestjs/common';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';

/** The ledger: the only writer of journal entries and balances, used through LedgerService. */
@Module({
  providers: [LedgerRepository, LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}
