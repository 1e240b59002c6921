import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/** Image captchas; global because login and registration both check them. */
@Module({
  imports: [RateLimitModule],
  controllers: [CaptchaController],
  providers: [CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
