import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AppError } from './app-error.js';
import { isLoopback } from './loopback.js';

export const DEV_TOOLS_KEY_HEADER = 'x-dev-key';
export const DEV_TOOLS_KEY_QUERY = 'devKey';

/**
 * The development routes (/wps/dev): never in production, and otherwise only for a caller on this
 * machine that also holds the development key. A loopback address alone proves nothing behind a
 * reverse proxy on the same host, where every request comes from 127.0.0.1. Anyone else gets the
 * 404 of a route that does not exist.
 */
@Injectable()
export class DevelopmentToolsGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (
      this.config.NODE_ENV === 'production' ||
      !isLoopback(request) ||
      !sameKey(keyOf(request), this.config.DEV_TOOLS_KEY)
    ) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    return true;
  }
}

function keyOf(request: FastifyRequest): string {
  const header = request.headers[DEV_TOOLS_KEY_HEADER];
  if (typeof header === 'string') return header;
  const query = (request.query as Record<string, unknown> | undefined)?.[DEV_TOOLS_KEY_QUERY];
  return typeof query === 'string' ? query : '';
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
