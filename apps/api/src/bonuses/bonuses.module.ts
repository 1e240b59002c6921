import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { TurnoverModule } from '../turnover/turnover.module.js';
import { BonusGrants } from './bonus-grants.service.js';

/** Bonuses: the one way a bonus is paid (BonusGrants), which every bonus-giving feature uses. */
@Module({
  imports: [LedgerModule, TurnoverModule],
  providers: [BonusGrants],
  exports: [BonusGrants],
})
export class BonusesModule {}
