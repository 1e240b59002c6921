import { Module } from '@nestjs/common';
import { PromotionsController } from './promotions.controller.js';
import { PromotionsRepository } from './promotions.repository.js';
import { PromotionsService } from './promotions.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/** The operator's promotions: /promotions and /promoDetail. */
@Module({
  imports: [MerchantModule],
  controllers: [PromotionsController],
  providers: [PromotionsRepository, PromotionsService],
})
export class PromotionsModule {}
