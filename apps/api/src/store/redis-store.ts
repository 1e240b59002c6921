import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store.js';

// INCR and, on the first increment, PEXPIRE in one atomic step; answers [count, pttl].
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// The same with ARGV[2] hits unless the block key (KEYS[2]) is live; answers [block pttl or 0,
// count, pttl].
const INCREMENT_UNLESS_BLOCKED_SCRIPT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {blocked, 0, 0} end
local hits = tonumber(ARGV[2])
local count = redis.call('INCRBY', KEYS[1], hits)
if count == hits then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {0, count, redis.call('PTTL', KEYS[1])}
`;

// While Redis is unreachable ioredis reports every reconnect attempt; one line a minute says it.
const OUTAGE_REPORT_INTERVAL_MS = 60_000;

/**
 * Reports a connection's errors to the log: the first at once, then one a minute while they go
 * on, and the recovery. Without a listener ioredis prints each one as an unhandled error event.
 */
export function reportConnectionErrors(client: Redis, name: string, logger: Logger): void {
  let reportedAt = 0;
  let failing = false;
  client.on('error', (error: Error) => {
    const now = Date.now();
    failing = true;
    if (now - reportedAt < OUTAGE_REPORT_INTERVAL_MS) return;
    reportedAt = now;
    logger.warn(`Redis (${name}) unreachable: ${error.message}`);
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    reportedAt = 0;
    logger.log(`Redis (${name}) reachable again`);
  });
}

// Scripts sent once and then called by their hash (EVALSHA), not sent with every call.
type ScriptedRedis = Redis & {
  wpsIncrement(key: string, ttlMs: string): Promise<[number, number]>;
  wpsIncrementUnlessBlocked(
    key: string,
    blockKey: string,
    ttlMs: string,
    hits: string,
  ): Promise<[number, number, number]>;
};

/** The KeyValueStore on Redis; every key is prefixed so several sites can share one Redis. */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly client: ScriptedRedis;
  // A connection in subscriber mode can do nothing else, so subscriptions get one of their own,
  // opened at the first subscribe.
  private subscriber: Promise<Redis> | null = null;
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  private readonly logger = new Logger(RedisStore.name);

  constructor(
    url: string,
    readonly prefix = 'wps:',
  ) {
    const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
    client.defineCommand('wpsIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    client.defineCommand('wpsIncrementUnlessBlocked', {
      numberOfKeys: 2,
      lua: INCREMENT_UNLESS_BLOCKED_SCRIPT,
    });
    reportConnectionErrors(client, 'commands', this.logger);
    this.client = client as ScriptedRedis;
  }

  async connect(): Promise<this> {
    await this.client.connect();
    return this;
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs) await this.client.set(this.prefix + key, value, 'PX', ttlMs);
    else await this.client.set(this.prefix + key, value);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async take(key: string): Promise<string | null> {
    return this.client.getdel(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const [count, remaining] = await this.client.wpsIncrement(this.prefix + key, String(ttlMs));
    return { count, ttlMs: remaining };
  }

  async incrementUnlessBlocked(
    key: string,
    blockKey: string,
    ttlMs: number,
    hits = 1,
  ): Promise<{ blockedForMs: number; count: number; ttlMs: number }> {
    const [blockedForMs, count, remaining] = await this.client.wpsIncrementUnlessBlocked(
      this.prefix + key,
      this.prefix + blockKey,
      String(ttlMs),
      String(hits),
    );
    return { blockedForMs, count, ttlMs: remaining };
  }

  async ttl(key: string): Promise<number> {
    return this.client.pttl(this.prefix + key);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.prefix + channel, message);
  }

  async subscribe(
    channel: string,
    listener: (message: string) => void,
  ): Promise<() => Promise<void>> {
    const subscriber = await this.openSubscriber();
    const key = this.prefix + channel;
    const listeners = this.channels.get(key) ?? new Set();
    this.channels.set(key, listeners);
    listeners.add(listener);
    if (listeners.size === 1) await subscriber.subscribe(key);
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        this.channels.delete(key);
        await subscriber.unsubscribe(key);
      }
    };
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.subscriber) {
      const subscriber = await this.subscriber;
      await subscriber.quit().catch(() => subscriber.disconnect());
    }
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private openSubscriber(): Promise<Redis> {
    this.subscriber ??= (async () => {
      const subscriber = this.client.duplicate();
      reportConnectionErrors(subscriber, 'subscriptions', this.logger);
      // ioredis subscribes again to every channel after a reconnect by itself.
      subscriber.on('message', (key: string, message: string) =>
        this.channels.get(key)?.forEach((listener) => listener(message)),
      );
      await subscriber.connect();
      return subscriber;
    })();
    return this.subscriber;
  }
}
