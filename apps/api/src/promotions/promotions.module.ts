import { Module } from '@nestjs/common';
import { PromotionsController } from './promotions.controller.js';
import { PromotionsRepository } from './promotions.repository.js';
import { PromotionsService } from './promotions.service.js';

/** The operator's promotions: /promotions and /promoDetail. */
@Module({
  controllers: [PromotionsController],
  providers: [PromotionsRepository, PromotionsService],
})
export class PromotionsModule {}
