import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsolePlayerProtectionController } from './console-player-protection.controller.js';
import { ConsolePlayerProtectionService } from './console-player-protection.service.js';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';

/** The console's player-protection page (apart: the operator side needs the console's guards). */
@Module({
  imports: [LedgerModule, OperatorModule, PlayerProtectionModule],
  controllers: [ConsolePlayerProtectionController],
  providers: [ConsolePlayerProtectionService],
})
export class ConsolePlayerProtectionModule {}
