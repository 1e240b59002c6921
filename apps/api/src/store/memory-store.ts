import type { KeyValueStore } from './key-value-store.js';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** In-process store for the embedded default (one API process, no Redis). */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepIntervalMs = 60_000) {
    // Expired keys are dropped on read; the sweep bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), sweepIntervalMs);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: ttlMs ? Date.now() + ttlMs : null });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    return this.add(key, ttlMs, 1);
  }

  private add(key: string, ttlMs: number, hits: number): { count: number; ttlMs: number } {
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: String(hits), expiresAt: Date.now() + ttlMs });
      return { count: hits, ttlMs };
    }
    const count = Number(entry.value) + hits;
    entry.value = String(count);
    return { count, ttlMs: entry.expiresAt === null ? -1 : entry.expiresAt - Date.now() };
  }

  async incrementUnlessBlocked(
    key: string,
    blockKey: string,
    ttlMs: number,
    hits = 1,
  ): Promise<{ blockedForMs: number; count: number; ttlMs: number }> {
    const blockedForMs = await this.ttl(blockKey);
    if (blockedForMs > 0) return { blockedForMs, count: 0, ttlMs: 0 };
    return { blockedForMs: 0, ...this.add(key, ttlMs, hits) };
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    return entry.expiresAt === null ? -1 : Math.max(0, entry.expiresAt - Date.now());
  }

  async publish(channel: string, message: string): Promise<void> {
    const listeners = [...(this.channels.get(channel) ?? [])];
    // Delivered after the publisher's turn, as Redis delivers: a listener never runs inside it.
    setImmediate(() => listeners.forEach((listener) => listener(message)));
  }

  async subscribe(
    channel: string,
    listener: (message: string) => void,
  ): Promise<() => Promise<void>> {
    const listeners = this.channels.get(channel) ?? new Set();
    listeners.add(listener);
    this.channels.set(channel, listeners);
    return async () => {
      listeners.delete(listener);
    };
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.channels.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }
}
