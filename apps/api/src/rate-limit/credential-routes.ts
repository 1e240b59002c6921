import {
  applyDecorators,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * A tighter per-address limit for the routes where credentials, codes or challenges are tried
 * (login, registration, password recovery, the slider): the slider and the captcha are friction
 * a script can solve, so each of these routes is also counted, CREDENTIAL_RATE_LIMIT_PER_MINUTE
 * per address and route.
 */
@Injectable()
export class CredentialRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    await this.limiter.consume(`credential:${route}`, request.ip, {
      limit: this.config.CREDENTIAL_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
    });
    return true;
  }
}

/** Marks a route where credentials are tried: CredentialRateLimitGuard counts it. */
export const CredentialRoute = () => applyDecorators(UseGuards(CredentialRateLimitGuard));
