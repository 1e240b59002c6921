import { Module, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { OPEN_ROUNDS_JOB } from './open-rounds.job.js';
import { OpenRoundsHandler } from './open-rounds.handler.js';
import { PrismaPlayerSeedStore } from './prisma-player-seed.store.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderController } from './provider.controller.js';
import { ProviderService } from './provider.service.js';
import { ProviderSigningKeys } from './provider-signing-keys.js';
import { ProviderWallets } from './provider-wallets.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/**
 * The built-in game provider (/provider/api): its game client's API, the engine settling each
 * round through the site's seamless wallet over HTTP, and the job finishing rounds left open.
 */
@Module({
  imports: [RateLimitModule, WalletModule, JobsModule],
  controllers: [ProviderController],
  providers: [
    PrismaPlayerSeedStore,
    ProviderRoundRepository,
    ProviderSigningKeys,
    ProviderWallets,
    ProviderService,
    OpenRoundsHandler,
  ],
})
export class ProviderModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly openRounds: OpenRoundsHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(OPEN_ROUNDS_JOB, this.openRounds);
  }
}
