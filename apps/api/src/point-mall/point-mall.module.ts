import { Module } from '@nestjs/common';
import { PointMallController } from './point-mall.controller.js';
import { PointMallRepository } from './point-mall.repository.js';
import { PointMallService } from './point-mall.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/** The points mall's catalogue (/pointMall); exchanging goods comes with the member centre. */
@Module({
  imports: [MerchantModule],
  controllers: [PointMallController],
  providers: [PointMallRepository, PointMallService],
})
export class PointMallModule {}
