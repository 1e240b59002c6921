import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { RateLimiter } from './rate-limiter.js';
import { ThrottlerStore } from './throttler-store.js';

/**
 * Rate limits: a default per-address limit on every route (the throttler guard, tighter
 * limits per route with @Throttle), and RateLimiter for limits a feature counts itself.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, KEY_VALUE_STORE],
      useFactory: (config: AppConfig, store: KeyValueStore) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage: new ThrottlerStore(store),
      }),
    }),
  ],
  providers: [RateLimiter, { provide: APP_GUARD, useClass: ThrottlerGuard }],
  exports: [RateLimiter],
})
export class RateLimitModule {}
