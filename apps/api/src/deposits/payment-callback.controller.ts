import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  PAYMENT_GATEWAY_PATHS,
  PAYMENT_GATEWAY_SIGNATURE_HEADER,
  type PaymentGatewayCallbackOutcome,
} from '@wps/shared-types';
import { GatewaySignatureGuard } from '../payment-gateway/gateway-signature.guard.js';
import { PaymentCallbackDto } from './dto/payment-callback.dto.js';
import { PaymentCallbacks } from './payment-callbacks.service.js';

// The gateway calls from a few addresses: the per-address limit would hold payments back, and
// the signature already keeps strangers out.
@ApiTags('payment gateway')
@ApiHeader({
  name: PAYMENT_GATEWAY_SIGNATURE_HEADER,
  required: true,
  description: 'hex HMAC-SHA256 of the body with PAYMENT_GATEWAY_SECRET',
})
@SkipThrottle()
@UseGuards(GatewaySignatureGuard)
@Controller()
export class PaymentCallbackController {
  constructor(private readonly callbacks: PaymentCallbacks) {}

  @Post(PAYMENT_GATEWAY_PATHS.callback.slice(1))
  @HttpCode(200)
  @ApiOperation({
    summary: 'The payment gateway confirms or declines an online deposit, once per reference',
  })
  apply(@Body() callback: PaymentCallbackDto): Promise<{ outcome: PaymentGatewayCallbackOutcome }> {
    return this.callbacks.apply(callback);
  }
}
