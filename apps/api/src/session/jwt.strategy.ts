import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { AuthenticatedMember } from './authenticated-member.js';
import { SessionService, type SessionTokenPayload } from './session.service.js';

/** Checks the bearer token's signature, then that its server-side session is still live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
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

  validate(payload: SessionTokenPayload): Promise<AuthenticatedMember> {
    return this.sessions.authenticate(payload);
  }
}
