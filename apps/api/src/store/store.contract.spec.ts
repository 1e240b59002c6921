import { setTimeout as sleep } from 'node:timers/promises';
import { openTestStore } from '../../test/support/test-store.js';
import { ENV } from '../../test/support/test-services.js';
import type { KeyValueStore } from './key-value-store.js';

// One contract, two implementations: the in-process store and Redis. The Redis run needs a real
// Redis (REDIS_URL); global setup refuses to start without one when CI=true.
const kinds: Array<'memory' | 'redis'> = process.env[ENV.redisUrl]
  ? ['memory', 'redis']
  : ['memory'];

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) await sleep(10);
  expect(condition()).toBe(true);
}

describe.each(kinds)('key-value store contract (%s)', (kind) => {
  let store: KeyValueStore;

  beforeEach(async () => {
    store = await openTestStore(kind);
  });
  afterEach(async () => {
    await store.close();
  });

  it('reports which implementation it is', () => {
    expect(store.kind).toBe(kind);
  });

  it('stores, reads and deletes values', async () => {
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'one');
    expect(await store.get('a')).toBe('one');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
  });

  it('expires values after their time to live', async () => {
    await store.set('short', 'x', 50);
    expect(await store.get('short')).toBe('x');
    expect(await store.ttl('short')).toBeGreaterThan(0);
    await sleep(120);
    expect(await store.get('short')).toBeNull();
    expect(await store.ttl('short')).toBe(-2);
  });

  it('hands out a single-use value only once', async () => {
    await store.set('captcha', 'answer', 10_000);
    const takes = await Promise.all([store.take('captcha'), store.take('captcha')]);
    expect(takes.filter((value) => value === 'answer')).toHaveLength(1);
    expect(await store.get('captcha')).toBeNull();
  });

  it('sets only when absent', async () => {
    expect(await store.setIfAbsent('lock', '1', 10_000)).toBe(true);
    expect(await store.setIfAbsent('lock', '2', 10_000)).toBe(false);
    expect(await store.get('lock')).toBe('1');
  });

  it('counts within a window that starts at the first increment', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('hits', 80)));
    expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(counts[0].ttlMs).toBeGreaterThan(0);
    await sleep(150);
    expect((await store.increment('hits', 80)).count).toBe(1);
  });

  it('delivers a published message to every subscriber of the channel until it unsubscribes', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await store.subscribe('room', (message) => first.push(message));
    await store.subscribe('room', (message) => second.push(message));
    await store.subscribe('other', () => first.push('wrong channel'));
    await store.publish('room', 'hello');
    await waitFor(() => first.length === 1 && second.length === 1);
    await stopFirst();
    await store.publish('room', 'again');
    await waitFor(() => second.length === 2);
    expect(first).toEqual(['hello']);
    expect(second).toEqual(['hello', 'again']);
  });

  it('counts unless the block key is live, in one step', async () => {
    expect(await store.incrementUnlessBlocked('tries', 'tries-block', 10_000)).toMatchObject({
      blockedForMs: 0,
      count: 1,
    });
    await store.set('tries-block', '1', 10_000);
    const blocked = await store.incrementUnlessBlocked('tries', 'tries-block', 10_000);
    expect(blocked.blockedForMs).toBeGreaterThan(0);
    await store.delete('tries-block');
    expect((await store.incrementUnlessBlocked('tries', 'tries-block', 10_000)).count).toBe(2);
    expect((await store.incrementUnlessBlocked('tries', 'tries-block', 10_000, 5)).count).toBe(7);
  });

  it('starts the window of a counter whose first count is several hits', async () => {
    const first = await store.incrementUnlessBlocked('batch', 'batch-block', 10_000, 3);
    expect(first).toMatchObject({ blockedForMs: 0, count: 3 });
    expect(first.ttlMs).toBeGreaterThan(9_000);
    expect(await store.ttl('batch')).toBeGreaterThan(9_000);
  });

  it('answers a ping', async () => {
    expect(await store.ping()).toBe(true);
  });
});
