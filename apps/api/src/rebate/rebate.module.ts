import { Module } from '@nestjs/common';
import { BonusesModule } from '../bonuses/bonuses.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleRebateController } from './console-rebate.controller.js';
import { ConsoleRebateService } from './console-rebate.service.js';
import { RebateController } from './rebate.controller.js';
import { RebateRepository } from './rebate.repository.js';
import { RebateService } from './rebate.service.js';

/** The manual rebate: the member's view, claims and history, and the console's settings. */
@Module({
  imports: [BonusesModule, OperatorModule],
  controllers: [RebateController, ConsoleRebateController],
  providers: [RebateRepository, RebateService, ConsoleRebateService],
})
export class RebateModule {}
