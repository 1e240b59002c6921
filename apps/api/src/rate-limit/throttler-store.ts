import type { ThrottlerStorage } from '@nestjs/throttler';
import type { KeyValueStore } from '../store/key-value-store.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The Nest throttler's storage on the shared key-value store, so limits hold across processes. */
export class ThrottlerStore implements ThrottlerStorage {
  constructor(private readonly store: KeyValueStore) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const blockKey = `throttle-block:${throttlerName}:${key}`;
    const { blockedForMs, count, ttlMs } = await this.store.incrementUnlessBlocked(
      `throttle:${throttlerName}:${key}`,
      blockKey,
      ttl,
    );
    if (blockedForMs > 0) {
      const seconds = Math.ceil(blockedForMs / 1000);
      return {
        totalHits: limit + 1,
        timeToExpire: seconds,
        isBlocked: true,
        timeToBlockExpire: seconds,
      };
    }
    const timeToExpire = Math.ceil(Math.max(ttlMs, 0) / 1000);
    if (count <= limit) {
      return { totalHits: count, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
    }
    const blockMs = blockDuration > 0 ? blockDuration : Math.max(ttlMs, 1);
    await this.store.set(blockKey, '1', blockMs);
    return {
      totalHits: count,
      timeToExpire,
      isBlocked: true,
      timeToBlockExpire: Math.ceil(blockMs / 1000),
    };
  }
}
