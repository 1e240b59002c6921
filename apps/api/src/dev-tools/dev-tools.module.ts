import { Module } from '@nestjs/common';
import { AgentPayoutsModule } from '../agent-payouts/agent-payouts.module.js';
import { DevPayoutsController } from './dev-payouts.controller.js';
import { DevToolsController } from './dev-tools.controller.js';
import { MerchantModule } from '../merchant/merchant.module.js';

@Module({
  imports: [MerchantModule, AgentPayoutsModule],
  controllers: [DevToolsController, DevPayoutsController],
})
export class DevToolsModule {}
