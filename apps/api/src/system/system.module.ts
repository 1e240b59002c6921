import { Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { SystemController } from './system.controller.js';
import { SystemRepository } from './system.repository.js';
import { SystemService } from './system.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

@Module({
  imports: [MerchantModule, RegionModule],
  controllers: [SystemController],
  providers: [SystemRepository, SystemService],
})
export class SystemModule {}
