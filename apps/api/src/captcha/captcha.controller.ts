import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentVisitor, setCaptchaCookie, type Visitor } from '../common/visitor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CaptchaService } from './captcha.service.js';

@ApiTags('verification')
@Controller('wps/captcha')
export class CaptchaController {
  constructor(
    private readonly captcha: CaptchaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'A new captcha image as a base64 data URL; the wps_captcha cookie names its answer',
  })
  async issue(
    @CurrentVisitor() visitor: Visitor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { image, newKey } = await this.captcha.issue(visitor);
    if (newKey) setCaptchaCookie(reply, newKey, this.config.NODE_ENV === 'production');
    void reply.header('cache-control', 'no-store');
    return image;
  }
}
