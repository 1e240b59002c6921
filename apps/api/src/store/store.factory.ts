import type { KeyValueStore } from './key-value-store.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';

/** Redis when REDIS_URL is set (its keys under `prefix`), else the in-process store. */
export async function openKeyValueStore(
  redisUrl: string | undefined,
  prefix?: string,
): Promise<KeyValueStore> {
  if (!redisUrl) return new MemoryStore();
  return new RedisStore(redisUrl, prefix).connect();
}
