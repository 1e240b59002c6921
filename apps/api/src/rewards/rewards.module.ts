import { Module } from '@nestjs/common';
import { BonusesModule } from '../bonuses/bonuses.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleRewardsController } from './console-rewards.controller.js';
import { ConsoleRewardsService } from './console-rewards.service.js';
import { RafflesService } from './raffles.service.js';
import { RewardsController } from './rewards.controller.js';
import { RewardsRepository } from './rewards.repository.js';
import { RewardsService } from './rewards.service.js';

/** The reward centre (rewards and their claim) and raffle promotions, with their console. */
@Module({
  imports: [BonusesModule, OperatorModule],
  controllers: [RewardsController, ConsoleRewardsController],
  providers: [RewardsRepository, RewardsService, RafflesService, ConsoleRewardsService],
})
export class RewardsModule {}
