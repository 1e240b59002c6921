import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { RegionModule } from '../region/region.module.js';
import { SliderService } from './slider.service.js';
import { SmsCodeService } from './sms-code.service.js';
import { SmsRequestService } from './sms-request.service.js';
import { VerificationController } from './verification.controller.js';
import { VerificationRepository } from './verification.repository.js';
import { VerificationCodes } from './verification-codes.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/**
 * Slider verification, SMS codes for visitors and the verification codes members ask for
 * (VerificationCodes); login and registration consume the first two.
 */
@Module({
  imports: [MerchantModule, RateLimitModule, MessagingModule, RegionModule],
  controllers: [VerificationController],
  providers: [
    SliderService,
    SmsCodeService,
    SmsRequestService,
    VerificationRepository,
    VerificationCodes,
  ],
  exports: [SliderService, SmsCodeService, VerificationCodes],
})
export class VerificationModule {}
