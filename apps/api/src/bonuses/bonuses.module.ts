import { Module } from '@nestjs/common';
import { FourEyesModule } from '../four-eyes/four-eyes.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { TurnoverModule } from '../turnover/turnover.module.js';
import { BonusGrants } from './bonus-grants.service.js';
import { BonusesController } from './bonuses.controller.js';
import { BonusesRepository } from './bonuses.repository.js';
import { BonusesService } from './bonuses.service.js';
import { ConsoleBonusesController } from './console-bonuses.controller.js';
import { ConsoleBonusesService } from './console-bonuses.service.js';

/**
 * Bonuses: the one way a bonus is paid (BonusGrants), which every bonus-giving feature uses;
 * the member's bonus details; the console's bonus list, grant, forfeit and expiry setting.
 */
@Module({
  imports: [FourEyesModule, LedgerModule, TurnoverModule, OperatorModule],
  controllers: [BonusesController, ConsoleBonusesController],
  providers: [BonusGrants, BonusesRepository, BonusesService, ConsoleBonusesService],
  exports: [BonusGrants],
})
export class BonusesModule {}
