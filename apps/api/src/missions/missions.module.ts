import { Module } from '@nestjs/common';
import { BonusesModule } from '../bonuses/bonuses.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleMissionsController } from './console-missions.controller.js';
import { ConsoleMissionsService } from './console-missions.service.js';
import { LeaderboardService } from './leaderboard.service.js';
import { MissionsController } from './missions.controller.js';
import { MissionsRepository } from './missions.repository.js';
import { MissionsService } from './missions.service.js';

/** Missions and leaderboard: the member's missions, claims and board, and the console's pages. */
@Module({
  imports: [BonusesModule, OperatorModule],
  controllers: [MissionsController, ConsoleMissionsController],
  providers: [MissionsRepository, MissionsService, LeaderboardService, ConsoleMissionsService],
})
export class MissionsModule {}
