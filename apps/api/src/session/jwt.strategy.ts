import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { AuthenticatedMember } from './authenticated-member.js';
import { SessionRepository } from './session.repository.js';
import type { SessionTokenPayload } from './session.service.js';

/** Checks the bearer token's signature, then that its server-side session is still live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject built once: given the secret as a string, jsonwebtoken tries (and fails) to
      // parse it as a public key, then builds a secret key from it, on every request. passport-jwt
      // hands secretOrKey to jsonwebtoken's verify untouched, which takes a KeyObject; only
      // @types/passport-jwt says string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.JWT_SECRET)) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: SessionTokenPayload): Promise<AuthenticatedMember> {
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'number') {
      throw new AppError('UNAUTHENTICATED', 'Please log in first');
    }
    const session = await this.sessions.findActive(payload.sid, payload.sub);
    if (!session || session.member.status !== 'ACTIVE') {
      throw new AppError('UNAUTHENTICATED', 'Your session has ended, please log in again');
    }
    return {
      memberId: session.member.id,
      merchantId: session.member.merchantId,
      sessionId: session.id,
      isAgent: session.member.isAgent,
      passwordChangeRequired: session.passwordChangeRequired,
    };
  }
}
