import { Module } from '@nestjs/common';
import { CustomerServiceController } from './customer-service.controller.js';
import { CustomerServiceRepository } from './customer-service.repository.js';
import { CustomerServiceService } from './customer-service.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/** The customer-service link, fetched when a player opens support (spec 1 §7). */
@Module({
  imports: [MerchantModule],
  controllers: [CustomerServiceController],
  providers: [CustomerServiceRepository, CustomerServiceService],
})
export class CustomerServiceModule {}
