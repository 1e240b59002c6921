/**
 * A small in-process cache: each value is reused for `ttlMs`, and past `maxEntries` the oldest
 * entry goes, so no caller can grow it without bound. A load in flight is shared by its waiters.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = load();
    this.put(key, value);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  set(key: K, value: V): void {
    this.put(key, Promise.resolve(value));
  }

  private put(key: K, value: Promise<V>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  /** Forgets the key here at once (other processes follow within ttlMs). */
  delete(key: K): void {
    this.entries.delete(key);
  }
}
