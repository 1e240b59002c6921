import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { OpenRoundsJob } from './open-rounds.job.js';
import { PrismaPlayerSeedStore } from './prisma-player-seed.store.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderController } from './provider.controller.js';
import { ProviderService } from './provider.service.js';
import { ProviderWallets } from './provider-wallets.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/**
 * The built-in game provider (/provider/api): its game client's API, the engine settling each
 * round through the site's seamless wallet over HTTP, and the job finishing rounds left open.
 */
@Module({
  imports: [RateLimitModule, WalletModule],
  controllers: [ProviderController],
  providers: [
    PrismaPlayerSeedStore,
    ProviderRoundRepository,
    ProviderWallets,
    ProviderService,
    OpenRoundsJob,
  ],
})
export class ProviderModule {}
