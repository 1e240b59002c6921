import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';

export interface RateLimitRule {
  /** Most attempts allowed within one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters on the key-value store (Redis or in-process), for limits a feature
 * applies itself: per account, per mobile number, per code. Route-wide limits per client
 * address go through the Nest throttler, which uses the same store (throttler-store.ts).
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  async hit(bucket: string, subject: string, rule: RateLimitRule): Promise<RateLimitState> {
    const { count, ttlMs } = await this.store.increment(this.key(bucket, subject), rule.windowMs);
    return { allowed: count <= rule.limit, count, retryAfterMs: count <= rule.limit ? 0 : ttlMs };
  }

  /** Counts an attempt and throws 429 TOO_MANY_REQUESTS once the limit is passed. */
  async consume(
    bucket: string,
    subject: string,
    rule: RateLimitRule,
    message = 'Too many requests, please try again later',
  ): Promise<void> {
    const state = await this.hit(bucket, subject, rule);
    if (!state.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', message, {
        retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000),
      });
    }
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.store.delete(this.key(bucket, subject));
  }

  private key(bucket: string, subject: string): string {
    return `rate:${bucket}:${subject}`;
  }
}
