import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { PAYMENT_GATEWAY_SIGNATURE_HEADER } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isGatewaySignatureValid } from './gateway-signature.js';

/** Lets a gateway callback through only when its signature is the HMAC of the raw body. */
@Injectable()
export class GatewaySignatureGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RawBodyRequest<FastifyRequest>>();
    const signature = request.headers[PAYMENT_GATEWAY_SIGNATURE_HEADER];
    if (
      typeof signature !== 'string' ||
      !request.rawBody ||
      !isGatewaySignatureValid(this.config.PAYMENT_GATEWAY_SECRET, request.rawBody, signature)
    ) {
      throw new AppError('INVALID_SIGNATURE', 'Invalid signature');
    }
    return true;
  }
}
