import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { SessionModule } from '../session/session.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BetRefusals } from './bet-refusals.js';
import { IdentityService } from './identity.service.js';
import { PlayerProtectionController } from './player-protection.controller.js';
import { PlayerProtectionRepository } from './player-protection.repository.js';
import { PlayerProtectionService } from './player-protection.service.js';

/**
 * The member's responsible-gaming tools. Other features call PlayerProtectionService where money
 * moves: the seamless wallet (guardBet), game launch and transfers (assertMayPlay), login
 * (sessionEndsAt), registration (assertMayRegister), deposits and withdrawals (checkDeposit,
 * checkWithdrawal).
 */
@Module({
  imports: [LedgerModule, SessionModule, UploadsModule],
  controllers: [PlayerProtectionController],
  providers: [PlayerProtectionRepository, PlayerProtectionService, IdentityService, BetRefusals],
  exports: [PlayerProtectionService, PlayerProtectionRepository, IdentityService],
})
export class PlayerProtectionModule {}
