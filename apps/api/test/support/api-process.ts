import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import supertest from 'supertest';

// The built API, as `pnpm start` runs it (the README's test command builds before it tests).
const MAIN = path.resolve(__dirname, '../../dist/main.js');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** One API process of its own, listening on 127.0.0.1. */
export interface ApiProcess {
  port: number;
  http: ReturnType<typeof supertest>;
  /** Ends it as an orchestrator would (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
  /** Ends it at once, as a crash or an out-of-memory kill would (SIGKILL), and waits for it. */
  kill(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `node dist/main.js` with `environment` on a port of its own and answers once its health
 * check answers; a process that exits first fails with what it printed.
 */
export async function startApiProcess(environment: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (pnpm build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last lines are what explains a failed start; earlier ones are dropped.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const http = supertest(`http://127.0.0.1:${port}`);
  const started = Date.now();
  for (;;) {
    const code = await Promise.race([exited, delay(200).then(() => 'running' as const)]);
    if (code !== 'running') throw new Error(`the API exited (${code}) at start:\n${output}`);
    if (await answersHealth(http)) break;
    if (Date.now() - started > START_TIMEOUT_MS) {
      await stop(child, exited);
      throw new Error(`the API did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
  }
  return {
    port,
    http,
    stop: () => stop(child, exited),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function answersHealth(http: ReturnType<typeof supertest>): Promise<boolean> {
  try {
    return (await http.get('/wps/health')).status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const code = await Promise.race([exited, delay(STOP_TIMEOUT_MS).then(() => 'late' as const)]);
  if (code === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
