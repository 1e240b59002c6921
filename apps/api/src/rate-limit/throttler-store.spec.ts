import { openTestStore } from '../../test/support/test-store.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import { LOCAL_COUNTING_MIN_LIMIT, ThrottlerStore } from './throttler-store.js';

const MINUTE = 60_000;

/** `count` hits on one key, one after another; answers how many were let through. */
async function hit(throttler: ThrottlerStore, limit: number, count: number): Promise<number> {
  let allowed = 0;
  for (let turn = 0; turn < count; turn += 1) {
    const answer = await throttler.increment('client', MINUTE, limit, 0, 'default');
    if (!answer.isBlocked) allowed += 1;
  }
  return allowed;
}

describe('throttler storage', () => {
  let store: KeyValueStore;

  beforeEach(async () => {
    store = await openTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('answers the hits of a large limit in the process and adds them to the shared counter', async () => {
    const trips = jest.spyOn(store, 'incrementUnlessBlocked');
    const throttler = new ThrottlerStore(store);

    expect(await hit(throttler, 1_000, 100)).toBe(100);
    expect(trips).toHaveBeenCalledTimes(1);
    await throttler.settle();
    expect(await store.get('throttle:default:client')).toBe('100');
    expect(trips).toHaveBeenCalledTimes(2);
  });

  it('holds one process to a large limit exactly: past half of it every hit asks the store', async () => {
    const throttler = new ThrottlerStore(store);
    const limit = LOCAL_COUNTING_MIN_LIMIT;

    expect(await hit(throttler, limit, limit + 10)).toBe(limit);
    const next = await throttler.increment('client', MINUTE, limit, 0, 'default');
    expect(next).toMatchObject({ isBlocked: true });
  });

  it('asks the store on every hit of a small limit', async () => {
    const trips = jest.spyOn(store, 'incrementUnlessBlocked');
    const throttler = new ThrottlerStore(store);

    expect(await hit(throttler, 5, 7)).toBe(5);
    // The two hits past the limit are refused by the block this process set, without a trip.
    expect(trips).toHaveBeenCalledTimes(6);
  });

  it('lets two processes through at most half a large limit more than the limit', async () => {
    const first = new ThrottlerStore(store);
    const second = new ThrottlerStore(store);
    const limit = 200;
    let allowed = 0;
    for (let turn = 0; turn < 300; turn += 1) {
      allowed += await hit(turn % 2 === 0 ? first : second, limit, 1);
      if (turn % 25 === 0) await Promise.all([first.settle(), second.settle()]);
    }
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed).toBeLessThanOrEqual(limit * 1.5);
    expect((await first.increment('client', MINUTE, limit, 0, 'default')).isBlocked).toBe(true);
    expect((await second.increment('client', MINUTE, limit, 0, 'default')).isBlocked).toBe(true);
  });

  it('keeps the hits it could not send for the next turn', async () => {
    const throttler = new ThrottlerStore(store);
    await hit(throttler, 1_000, 10);
    jest.spyOn(store, 'incrementUnlessBlocked').mockRejectedValueOnce(new Error('Redis is down'));

    await throttler.settle();
    expect(await store.get('throttle:default:client')).toBe('1');
    await throttler.settle();
    expect(await store.get('throttle:default:client')).toBe('10');
  });
});
