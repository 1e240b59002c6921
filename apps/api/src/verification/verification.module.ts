import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { RegionModule } from '../region/region.module.js';
import { SliderService } from './slider.service.js';
import { SmsCodeService } from './sms-code.service.js';
import { SmsRequestService } from './sms-request.service.js';
import { VerificationController } from './verification.controller.js';
import { VerificationRepository } from './verification.repository.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/** Slider verification and SMS codes; global because login and registration consume both. */
@Module({
  imports: [MerchantModule, RateLimitModule, MessagingModule, RegionModule],
  controllers: [VerificationController],
  providers: [SliderService, SmsCodeService, SmsRequestService, VerificationRepository],
  exports: [SliderService, SmsCodeService],
})
export class VerificationModule {}
