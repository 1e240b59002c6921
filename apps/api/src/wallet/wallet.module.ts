import { Module, type OnModuleInit } from '@nestjs/common';
import { GameSessionRepository } from './game-session.repository.js';
import { GameSessionService } from './game-session.service.js';
import { IdleRoundsHandler } from './idle-rounds.handler.js';
import { IDLE_ROUNDS_JOB } from './idle-rounds.job.js';
import { IdleRoundsRepository } from './idle-rounds.repository.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { VendorCredentialsModule } from '../vendor-credentials/vendor-credentials.module.js';
import { SeamlessSignatureGuard } from './seamless-signature.guard.js';
import { SeamlessWalletController } from './seamless-wallet.controller.js';
import { SeamlessWalletService } from './seamless-wallet.service.js';
import { WalletController } from './wallet.controller.js';
import { WalletRepository } from './wallet.repository.js';
import { WalletService } from './wallet.service.js';

/**
 * The wallet ledger: member balances and transfers, the seamless-wallet calls vendors settle
 * rounds through, the job closing rounds vendors left idle, and game sessions. The launch
 * feature uses GameSessionService.open.
 */
@Module({
  imports: [LedgerModule, PlayerProtectionModule, JobsModule, VendorCredentialsModule],
  controllers: [WalletController, SeamlessWalletController],
  providers: [
    WalletRepository,
    WalletService,
    GameSessionRepository,
    GameSessionService,
    SeamlessSignatureGuard,
    SeamlessWalletService,
    IdleRoundsRepository,
    IdleRoundsHandler,
  ],
  exports: [
    GameSessionService,
    LedgerModule,
    SeamlessWalletService,
    WalletRepository,
    VendorCredentialsModule,
  ],
})
export class WalletModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly idleRounds: IdleRoundsHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(IDLE_ROUNDS_JOB, this.idleRounds);
  }
}
