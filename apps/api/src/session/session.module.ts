import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionController } from './session.controller.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { TabSessionCookies } from './tab-session-cookies.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

@Module({
  imports: [
    RegionModule,
    RateLimitModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject built once: given the secret as a string, jsonwebtoken tries (and fails)
        // to parse it as a public key, then builds a secret key from it, on every check.
        // @nestjs/jwt hands the secret to jsonwebtoken untouched, which takes a KeyObject; only
        // its types say string | Buffer.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)) as unknown as Buffer,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [SessionController],
  providers: [SessionRepository, SessionService, LoginThrottle, TabSessionCookies],
  exports: [SessionService, LoginThrottle, TabSessionCookies],
})
export class SessionModule {}
