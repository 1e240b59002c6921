import { Module, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { FOUR_D_DRAW_JOB } from './four-d/four-d-draw.job.js';
import { FourDDrawHandler } from './four-d/four-d-draw.handler.js';
import { FourDController } from './four-d/four-d.controller.js';
import { FourDRepository } from './four-d/four-d.repository.js';
import { FourDService } from './four-d/four-d.service.js';
import { OPEN_ROUNDS_JOB } from './open-rounds.job.js';
import { OpenRoundsHandler } from './open-rounds.handler.js';
import { PrismaPlayerSeedStore } from './prisma-player-seed.store.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderController } from './provider.controller.js';
import { ProviderService } from './provider.service.js';
import { ProviderSigningKeys } from './provider-signing-keys.js';
import { ProviderWallets } from './provider-wallets.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SPORTSBOOK_RESULTS_JOB } from './sportsbook/sportsbook-results.job.js';
import { SportsbookResultsHandler } from './sportsbook/sportsbook-results.handler.js';
import { SportsbookController } from './sportsbook/sportsbook.controller.js';
import { SportsbookRepository } from './sportsbook/sportsbook.repository.js';
import { SportsbookService } from './sportsbook/sportsbook.service.js';

/**
 * The built-in game provider (/provider/api): its game client's API, the engine settling each
 * round through the site's seamless wallet over HTTP, the job finishing rounds left open, its 4D
 * lottery with the job drawing it, and its sportsbook with the job playing its matches.
 */
@Module({
  imports: [RateLimitModule, WalletModule, JobsModule],
  controllers: [ProviderController, FourDController, SportsbookController],
  providers: [
    PrismaPlayerSeedStore,
    ProviderRoundRepository,
    ProviderSigningKeys,
    ProviderWallets,
    ProviderService,
    OpenRoundsHandler,
    FourDRepository,
    FourDService,
    FourDDrawHandler,
    SportsbookRepository,
    SportsbookService,
    SportsbookResultsHandler,
  ],
  // The lottery lobby shows the 4D's draws.
  exports: [FourDService],
})
export class ProviderModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly openRounds: OpenRoundsHandler,
    private readonly fourDDraws: FourDDrawHandler,
    private readonly sportsbookResults: SportsbookResultsHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(OPEN_ROUNDS_JOB, this.openRounds);
    this.jobs.register(FOUR_D_DRAW_JOB, this.fourDDraws);
    this.jobs.register(SPORTSBOOK_RESULTS_JOB, this.sportsbookResults);
  }
}
