import { Module } from '@nestjs/common';
import { PointMallController } from './point-mall.controller.js';
import { PointMallRepository } from './point-mall.repository.js';
import { PointMallService } from './point-mall.service.js';

/** The points mall's catalogue (/pointMall); exchanging goods comes with the member centre. */
@Module({
  controllers: [PointMallController],
  providers: [PointMallRepository, PointMallService],
})
export class PointMallModule {}
