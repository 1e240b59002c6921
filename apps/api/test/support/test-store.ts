import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../src/store/key-value-store.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { RedisStore } from '../../src/store/redis-store.js';
import { ENV } from './test-services.js';

/** Redis with a key prefix of its own when the run has Redis (or `kind` asks for it), else memory. */
export async function openTestStore(kind?: 'redis' | 'memory'): Promise<KeyValueStore> {
  const redisUrl = process.env[ENV.redisUrl];
  if (kind === 'memory' || (!redisUrl && kind !== 'redis')) return new MemoryStore();
  if (!redisUrl) throw new Error('This test needs Redis: set REDIS_URL');
  return new RedisStore(redisUrl, `wps-test:${randomBytes(6).toString('hex')}:`).connect();
}
