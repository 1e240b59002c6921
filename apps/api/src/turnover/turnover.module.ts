import { Module } from '@nestjs/common';
import { TurnoverController } from './turnover.controller.js';
import { TurnoverService } from './turnover.service.js';

/** The turnover requirement of deposits and bonuses, which withdrawals check. */
@Module({
  controllers: [TurnoverController],
  providers: [TurnoverService],
  exports: [TurnoverService],
})
export class TurnoverModule {}
