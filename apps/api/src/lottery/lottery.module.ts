import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { LotteryDrawScheduler } from './lottery-draw.scheduler.js';
import { LotteryDrawsService } from './lottery-draws.service.js';
import { LotteryController } from './lottery.controller.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/** The lottery lobby (/lgw, /lotto) and the draws of the project's own lottery games. */
@Module({
  imports: [MerchantModule, GamesModule],
  controllers: [LotteryController],
  providers: [LotteryRepository, LotteryDrawsService, LotteryDrawScheduler, LotteryService],
  exports: [LotteryDrawsService],
})
export class LotteryModule {}
