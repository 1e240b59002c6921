import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderChallengeValue, SliderTokenValue, SmsCodeValue } from '@wps/shared-types';
import { SliderAnswerDto } from './dto/slider-answer.dto.js';
import { LoginSmsRequestDto, RegistrationSmsRequestDto } from './dto/sms-request.dto.js';
import { SliderService } from './slider.service.js';
import { SmsRequestService } from './sms-request.service.js';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';

@ApiTags('verification')
@Controller('wps/verification')
export class VerificationController {
  constructor(
    private readonly slider: SliderService,
    private readonly smsRequests: SmsRequestService,
  ) {}

  @Get('slider')
  @CredentialRoute()
  @ApiOperation({ summary: 'A new slider puzzle: background with a gap, and the piece to drag' })
  sliderChallenge(): Promise<SliderChallengeValue> {
    return this.slider.challenge();
  }

  @Post('slider')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer a slider puzzle; a solved one gives a single-use token for the next call',
  })
  sliderAnswer(@Body() body: SliderAnswerDto): Promise<SliderTokenValue> {
    return this.slider.answer(body);
  }

  @Post('sms/noLogin')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an SMS code for SMS login or password reset by phone' })
  smsForLogin(
    @Body() body: LoginSmsRequestDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SmsCodeValue> {
    return this.smsRequests.forLogin(body, visitor);
  }

  @Post('sms/register')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an SMS code for registration by mobile number' })
  smsForRegistration(
    @Body() body: RegistrationSmsRequestDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SmsCodeValue> {
    return this.smsRequests.forRegistration(body, visitor);
  }
}
