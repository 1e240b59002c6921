import { createServer, type Server } from 'node:net';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisStore } from './redis-store.js';

/** A port where nothing listens: a server that was opened and closed again. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the Redis store when Redis is unreachable', () => {
  it('fails the call and logs the outage once, not at every reconnect attempt', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const store = new RedisStore(`redis://127.0.0.1:${await closedPort()}`);
    try {
      let errors = 0;
      (store as unknown as { client: Redis }).client.on('error', () => (errors += 1));
      await expect(store.connect()).rejects.toThrow();
      // ioredis keeps trying (after 50 ms, 100 ms, ...): let several more attempts fail.
      while (errors < 4) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warned).toHaveBeenCalledTimes(1);
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^Redis \(commands\) unreachable/));
    } finally {
      await store.close();
      warned.mockRestore();
    }
  });
});
