import type { ThrottlerStorage } from '@nestjs/throttler';
import type { KeyValueStore } from '../store/key-value-store.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Limits this large or larger are counted in the process for their first half (see below). */
export const LOCAL_COUNTING_MIN_LIMIT = 100;
/** How long hits counted in the process wait before they are added to the shared counter. */
export const SETTLE_DELAY_MS = 50;
/** Most counters the process keeps; a key past it is counted on the shared store alone. */
const MAX_LOCAL_COUNTERS = 50_000;
const SWEEP_EVERY_MS = 1_000;

/** What this process knows of one shared counter, for the window the shared store started. */
interface LocalCounter {
  key: string;
  blockKey: string;
  ttl: number;
  blockDuration: number;
  /** The shared count as the store last answered it. */
  shared: number;
  /** Hits on their way to the store now. */
  sending: number;
  /** Hits answered here and not yet sent. */
  unsent: number;
  windowEndsAt: number;
  blockedUntil: number;
}

interface StoreAnswer {
  blockedForMs: number;
  count: number;
  ttlMs: number;
}

/**
 * The Nest throttler's storage on the shared key-value store, so limits hold across processes.
 *
 * A round trip to Redis on every request cost the lightest routes a share of their time, and
 * its per-command objects outlived young-generation collections (bench/README.md, "Mailbox").
 * So a counter whose limit is at least LOCAL_COUNTING_MIN_LIMIT counts its hits in the process
 * while this process's view of it stays within half the limit, and adds them to the shared
 * counter in one increment SETTLE_DELAY_MS later; past half the limit every hit goes to the
 * store first, as every hit of a small limit (a credential route's) always does. Each further
 * process may therefore let through up to half a large limit more than the limit
 * (docs/decisions.md, "Rate limits counted in the process").
 */
export class ThrottlerStore implements ThrottlerStorage {
  private readonly counters = new Map<string, LocalCounter>();
  private readonly unsettled = new Set<LocalCounter>();
  private settleTimer: NodeJS.Timeout | null = null;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly store: KeyValueStore) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const counterKey = `throttle:${throttlerName}:${key}`;
    const counter =
      this.liveCounter(counterKey, now) ??
      newCounter(counterKey, `throttle-block:${throttlerName}:${key}`, ttl, blockDuration);
    if (counter.blockedUntil > now) return blocked(limit, counter.blockedUntil - now);
    if (counter.windowEndsAt > now && countsLocally(counter, limit)) {
      counter.unsent += 1;
      this.settleLater(counter);
      return {
        totalHits: estimate(counter),
        timeToExpire: seconds(counter.windowEndsAt - now),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    }
    return this.countShared(counter, limit);
  }

  /** Sends every counter's unsent hits now: the timer's work, which tests call directly. */
  async settle(): Promise<void> {
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    const due = [...this.unsettled];
    this.unsettled.clear();
    await Promise.all(due.map((counter) => this.settleOne(counter)));
  }

  /** This hit and the unsent ones go to the store, whose count decides. */
  private async countShared(counter: LocalCounter, limit: number): Promise<ThrottlerStorageRecord> {
    const hits = counter.unsent + 1;
    counter.unsent = 0;
    const answer = await this.send(counter, hits).catch((error: unknown) => {
      // This request fails with the store; the hits answered before it wait for the next turn.
      counter.unsent += hits - 1;
      throw error;
    });
    if (answer.blockedForMs > 0) return blocked(limit, answer.blockedForMs);
    const timeToExpire = seconds(answer.ttlMs);
    if (answer.count <= limit) {
      return { totalHits: answer.count, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
    }
    const blockMs = counter.blockDuration > 0 ? counter.blockDuration : Math.max(answer.ttlMs, 1);
    await this.store.set(counter.blockKey, '1', blockMs);
    counter.blockedUntil = Date.now() + blockMs;
    return {
      totalHits: answer.count,
      timeToExpire,
      isBlocked: true,
      timeToBlockExpire: seconds(blockMs),
    };
  }

  private async settleOne(counter: LocalCounter): Promise<void> {
    const hits = counter.unsent;
    // Hits of a window that has ended belong to no window the store still counts.
    if (hits === 0 || counter.windowEndsAt <= Date.now()) return;
    counter.unsent = 0;
    try {
      await this.send(counter, hits);
    } catch {
      // The store is out of reach: the hits wait for the next turn. They stay few, as past half
      // the limit every hit goes to the store first, and fails with it.
      counter.unsent += hits;
      this.settleLater(counter);
    }
  }

  /** One increment of the shared counter by `hits`; what it answers updates the counter. */
  private async send(counter: LocalCounter, hits: number): Promise<StoreAnswer> {
    counter.sending += hits;
    try {
      const answer = await this.store.incrementUnlessBlocked(
        counter.key,
        counter.blockKey,
        counter.ttl,
        hits,
      );
      this.learn(counter, answer, Date.now());
      return answer;
    } finally {
      counter.sending -= hits;
    }
  }

  private learn(counter: LocalCounter, answer: StoreAnswer, now: number): void {
    if (answer.blockedForMs > 0) {
      counter.blockedUntil = now + answer.blockedForMs;
      counter.windowEndsAt = Math.max(counter.windowEndsAt, counter.blockedUntil);
    } else {
      // Answers may come back out of order; within one window the count only grows.
      counter.shared = Math.max(counter.shared, answer.count);
      counter.windowEndsAt = now + Math.max(answer.ttlMs, 0);
    }
    this.keep(counter, now);
  }

  private liveCounter(key: string, now: number): LocalCounter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.windowEndsAt > now) return counter;
    this.counters.delete(key);
    return null;
  }

  private keep(counter: LocalCounter, now: number): void {
    if (this.counters.has(counter.key)) return;
    // A full map is swept once a second at most: a flood of new client addresses must not make
    // every request walk 50,000 counters.
    if (this.counters.size >= MAX_LOCAL_COUNTERS && now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      for (const [key, kept] of this.counters) {
        if (kept.windowEndsAt <= now) this.counters.delete(key);
      }
    }
    if (this.counters.size >= MAX_LOCAL_COUNTERS) return;
    this.counters.set(counter.key, counter);
  }

  private settleLater(counter: LocalCounter): void {
    this.unsettled.add(counter);
    if (this.settleTimer) return;
    this.settleTimer = setTimeout(() => void this.settle(), SETTLE_DELAY_MS);
    this.settleTimer.unref();
  }
}

function newCounter(
  key: string,
  blockKey: string,
  ttl: number,
  blockDuration: number,
): LocalCounter {
  return {
    key,
    blockKey,
    ttl,
    blockDuration,
    shared: 0,
    sending: 0,
    unsent: 0,
    windowEndsAt: 0,
    blockedUntil: 0,
  };
}

/** A known counter of a large limit, while this hit keeps this process's view within half. */
function countsLocally(counter: LocalCounter, limit: number): boolean {
  return limit >= LOCAL_COUNTING_MIN_LIMIT && estimate(counter) + 1 <= limit / 2;
}

/** This process's view of the shared count: what the store said, plus what it has not heard. */
function estimate(counter: LocalCounter): number {
  return counter.shared + counter.sending + counter.unsent;
}

function blocked(limit: number, forMs: number): ThrottlerStorageRecord {
  const left = seconds(forMs);
  return { totalHits: limit + 1, timeToExpire: left, isBlocked: true, timeToBlockExpire: left };
}

function seconds(milliseconds: number): number {
  return Math.ceil(Math.max(milliseconds, 0) / 1000);
}
