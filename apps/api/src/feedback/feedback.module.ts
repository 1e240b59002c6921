import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/** PUT /wps/feedback with images, and the member's own feedback list. */
@Module({
  imports: [MerchantModule, RateLimitModule, UploadsModule],
  controllers: [FeedbackController],
  providers: [FeedbackRepository, FeedbackService],
})
export class FeedbackModule {}
