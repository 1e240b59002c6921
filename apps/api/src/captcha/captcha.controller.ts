import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CaptchaService } from './captcha.service.js';

@ApiTags('verification')
@Controller('wps/captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get()
  @ApiOperation({
    summary: 'A new captcha image as a base64 data URL; the wps_captcha cookie names its answer',
  })
  issue(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.captcha.issue(request, reply);
  }
}
