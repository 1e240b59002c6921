import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { explainStartFailure, StartError } from '../../src/config/start-failure.js';
import { openDatabase } from '../../src/database/database.bootstrap.js';

const quiet = () => undefined;

function listenOnFreePort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('a start that fails', () => {
  let dataDir: string;
  let taken: Server;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-start-'));
    taken = await listenOnFreePort();
  });
  afterEach(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('names the other instance when the embedded Postgres under DATA_DIR is running', async () => {
    // What a running cluster leaves: postmaster.pid, its first line the pid of a live process.
    await mkdir(path.join(dataDir, 'postgres'));
    await writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), `${process.pid}\n`);
    const config = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: 1 };

    const error = await failureOf(openDatabase(config, quiet));

    expect(error).toBeInstanceOf(StartError);
    expect(explainStartFailure(error)).toMatch(
      new RegExp(`already running \\(pid ${process.pid}\\).*another API instance.*DATA_DIR`),
    );
  });

  it('names EMBEDDED_POSTGRES_PORT when another program holds the port', async () => {
    const config = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: portOf(taken) };

    const error = await failureOf(openDatabase(config, quiet));

    expect(explainStartFailure(error)).toContain(
      `Port ${portOf(taken)} (EMBEDDED_POSTGRES_PORT) is already in use`,
    );
  });

  it('points at DATABASE_URL when nothing answers there', async () => {
    const closed = await listenOnFreePort();
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    const config = {
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/wps`,
      DATA_DIR: dataDir,
    };

    const error = await failureOf(openDatabase({ ...config, EMBEDDED_POSTGRES_PORT: 1 }, quiet));

    expect(explainStartFailure(error)).toBe(
      `Cannot use the Postgres of DATABASE_URL (127.0.0.1:${port}/wps): nothing answers at that ` +
        'address. Start it or correct DATABASE_URL, or unset DATABASE_URL for the embedded Postgres.',
    );
  });

  it('names PORT when the site port is taken', async () => {
    const second = createServer();
    const error = await new Promise((resolve) => {
      second.once('error', resolve);
      second.listen(portOf(taken), '127.0.0.1');
    });

    expect(explainStartFailure(error)).toBe(
      `Port ${portOf(taken)} is already in use (another API instance, pnpm dev, pnpm bench or ` +
        'another program listens there): stop it, or set PORT to a free port.',
    );
  });

  it('never answers "undefined"', () => {
    expect(explainStartFailure(undefined)).toContain('without saying why');
    expect(explainStartFailure(new Error('boom'))).toMatch(/^The API failed to start: Error: boom/);
  });
});
