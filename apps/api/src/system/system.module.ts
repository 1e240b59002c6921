import { Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { SystemController } from './system.controller.js';
import { SystemRepository } from './system.repository.js';
import { SystemService } from './system.service.js';

@Module({
  imports: [RegionModule],
  controllers: [SystemController],
  providers: [SystemRepository, SystemService],
})
export class SystemModule {}
