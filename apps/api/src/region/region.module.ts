import { Module } from '@nestjs/common';
import { RegionService } from './region.service.js';

/** Region rules of the operator: blocked countries and IP allow / deny lists. */
@Module({ providers: [RegionService], exports: [RegionService] })
export class RegionModule {}
