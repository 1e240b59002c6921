import { Module } from '@nestjs/common';
import { MerchantRepository } from './merchant.repository.js';
import { MerchantService } from './merchant.service.js';

/** Which operator a request belongs to, and that operator's white-label settings. */
@Module({ providers: [MerchantRepository, MerchantService], exports: [MerchantService] })
export class MerchantModule {}
