/**
 * The short-lived state the API keeps outside Postgres: rate-limit counters, captcha answers,
 * SMS codes, caches, and the publish/subscribe channels that reach every API process (the chat
 * room's broadcasts). Two implementations honour the same contract (store.contract.spec.ts):
 * Redis through ioredis, and an in-process store for the embedded default.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  /** Sets a value; with ttlMs it expires after that many milliseconds. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when the key is absent; true when it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step (single-use values such as captcha answers). */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * Adds one to a counter; the first increment starts its expiry window of ttlMs.
   * Returns the new count and the milliseconds left in the window.
   */
  increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /**
   * Adds `hits` (1 by default) like `increment`, unless `blockKey` is live: then nothing is
   * counted and `blockedForMs` says how long it has left (0 when not blocked). One round trip for
   * a rate limit with a block.
   */
  incrementUnlessBlocked(
    key: string,
    blockKey: string,
    ttlMs: number,
    hits?: number,
  ): Promise<{ blockedForMs: number; count: number; ttlMs: number }>;
  /** Milliseconds until the key expires; -1 without expiry, -2 when absent. */
  ttl(key: string): Promise<number>;
  /** Sends a message to every subscriber of the channel, this process's and other processes'. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with every message later published on the channel; answers the unsubscribe. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
