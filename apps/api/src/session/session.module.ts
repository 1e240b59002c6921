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

@Module({
  imports: [
    RegionModule,
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
  providers: [SessionRepository, SessionService, JwtStrategy, LoginThrottle],
  exports: [SessionService, LoginThrottle],
})
export class SessionModule {}
