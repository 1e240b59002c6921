import { Module } from '@nestjs/common';
import { DevToolsController } from './dev-tools.controller.js';
import { MerchantModule } from '../merchant/merchant.module.js';

@Module({
  imports: [MerchantModule],
  controllers: [DevToolsController],
})
export class DevToolsModule {}
