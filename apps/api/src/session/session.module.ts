import { Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { JwtStrategy } from './jwt.strategy.js';
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
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [SessionController],
  providers: [SessionRepository, SessionService, JwtStrategy, LoginThrottle, TabSessionCookies],
  exports: [SessionService, LoginThrottle, TabSessionCookies],
})
export class SessionModule {}
