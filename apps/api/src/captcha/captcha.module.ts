import { Global, Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';

/** Image captchas; global because login and registration both check them. */
@Global()
@Module({
  controllers: [CaptchaController],
  providers: [CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
