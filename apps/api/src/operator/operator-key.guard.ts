import { createHash, timingSafeEqual } from 'node:crypto';
import {
  applyDecorators,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { OPERATOR_KEY_HEADER } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

// Hashing both sides gives equal lengths, which timingSafeEqual needs, whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator's routes (/wps/operator): until an operator console with its own accounts exists,
 * operators' tools authenticate with one key (OPERATOR_API_KEY) in the x-operator-key header.
 */
@Injectable()
export class OperatorKeyGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = digest(config.OPERATOR_API_KEY);
  }

  canActivate(context: ExecutionContext): boolean {
    const given = context.switchToHttp().getRequest<FastifyRequest>().headers[OPERATOR_KEY_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), this.expected)) {
      throw new AppError('OPERATOR_KEY_INVALID', 'A valid operator key is required');
    }
    return true;
  }
}

/** An operator route: the x-operator-key header must carry OPERATOR_API_KEY (else 401). */
export const OperatorOnly = () =>
  applyDecorators(
    UseGuards(OperatorKeyGuard),
    ApiHeader({ name: OPERATOR_KEY_HEADER, required: true, description: 'OPERATOR_API_KEY' }),
  );
