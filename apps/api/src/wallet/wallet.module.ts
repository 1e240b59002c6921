import { Module } from '@nestjs/common';
import { GameSessionRepository } from './game-session.repository.js';
import { GameSessionService } from './game-session.service.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { SeamlessSignatureGuard } from './seamless-signature.guard.js';
import { SeamlessWalletController } from './seamless-wallet.controller.js';
import { SeamlessWalletService } from './seamless-wallet.service.js';
import { WalletController } from './wallet.controller.js';
import { WalletRepository } from './wallet.repository.js';
import { WalletService } from './wallet.service.js';

/**
 * The wallet ledger: member balances and transfers, the seamless-wallet calls vendors settle
 * rounds through, and game sessions. The launch feature uses GameSessionService.open.
 */
@Module({
  imports: [LedgerModule, PlayerProtectionModule],
  controllers: [WalletController, SeamlessWalletController],
  providers: [
    WalletRepository,
    WalletService,
    GameSessionRepository,
    GameSessionService,
    SeamlessSignatureGuard,
    SeamlessWalletService,
  ],
  exports: [GameSessionService, LedgerModule],
})
export class WalletModule {}
