// Benchmark of the mailbox on a site of 100,000 members: operators' messages to every member (one
// INSERT ... SELECT of a row per member, through the console route), and the header's unread
// count (GET /wps/member/mailbox/unread-count) under concurrent load, beside the bare-Fastify
// baseline. The API and the baseline run pinned to core 0, this load generator to core 1
// (bench/harness.mjs).
//
// Usage (after `pnpm build`): `node bench/mailbox.mjs` (or `pnpm bench:mailbox`). It builds the
// database `wps_bench_mailbox` on the Postgres of BENCH_POSTGRES_URL once (schema and seed, then
// in SQL MAILBOX_BENCH_MEMBERS (100,000) members over the nine VIP ranks, a tenth of them with the
// label VIP, and MAILBOX_BENCH_PERSONAL (5) personal messages each, the older ones read) and
// reuses it while its counts match; Redis from REDIS_URL. Each run deletes the broadcasts of the
// runs before, sends MAILBOX_BENCH_BROADCASTS (5) messages to everyone and one to a rank and one to
// a label, logs MAILBOX_BENCH_LOGINS (200) members in and loads the unread count with their
// tokens: MAILBOX_BENCH_RATE (1,000) requests/s over BENCH_CONNECTIONS (50) connections, then as
// fast as 10 connections go. BENCH_SECONDS (10) sets each phase's length.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API, BARE, CONNECTIONS, measure, pinned, withServers } from './harness.mjs';
import {
  apiClient,
  benchDatabase,
  databaseMatches,
  databaseUrl,
  freshSeededDatabase,
  load,
  percentile,
  withClient,
} from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = benchDatabase('mailbox');
const MEMBERS = Number(process.env.MAILBOX_BENCH_MEMBERS ?? 100_000);
const PERSONAL = Number(process.env.MAILBOX_BENCH_PERSONAL ?? 5);
const BROADCASTS = Number(process.env.MAILBOX_BENCH_BROADCASTS ?? 5);
const LOGINS = Number(process.env.MAILBOX_BENCH_LOGINS ?? 200);
const RATE = Number(process.env.MAILBOX_BENCH_RATE ?? 1_000);
// The seeded demo member's password: its hash is copied onto the bench members.
const PASSWORD = 'Demo1234';
const URL_ = databaseUrl(SERVER_URL, NAME);

const log = (message) => console.log(`mailbox bench: ${message}`);
const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * GETs `path` at RATE requests/s, due on an even schedule over CONNECTIONS connections and
 * timed from when each was due (the wallet bench's `load`). autocannon's own rate sends each
 * connection's share of a second at the second's start, a burst of RATE requests at once that no
 * header poll makes: its p99 measured the queue of that burst.
 */
async function paced(base, path, bearers) {
  const api = apiClient(base, { connections: CONNECTIONS });
  const clients = Array.from({ length: CONNECTIONS }, (_, index) => ({
    authorization: bearers[index % bearers.length],
  }));
  try {
    const figures = await load(
      clients,
      async ({ authorization }) => {
        const answer = await api.get(path, { authorization });
        if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
        return answer.ms;
      },
      { databaseUrl: URL_, perSecond: RATE },
    );
    return {
      requestsPerSecond: figures.perSecond,
      p50Ms: Number(figures.p50Ms.toFixed(1)),
      p99Ms: Number(figures.p99Ms.toFixed(1)),
    };
  } finally {
    api.destroy();
  }
}

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'mb%')::int AS members,
              (SELECT count(*) FROM mailbox_message WHERE broadcast_id IS NULL)::int AS personal`,
    );
    return rows[0].members === MEMBERS && rows[0].personal === MEMBERS * PERSONAL;
  });
}

async function buildDatabase() {
  const started = performance.now();
  await freshSeededDatabase(SERVER_URL, NAME);
  await withClient(URL_, async (client) => {
    // The bench logs many members in from one address: no slider puzzle (as the tests do).
    await client.query('UPDATE merchant SET slider_verification = false');
    await client.query('SET session_replication_role = replica');
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, vip_rank_id,
                           ancestry_path, depth, created_at, updated_at)
       SELECT v.merchant_id, 'mb' || i, 'bench',
              (SELECT password_hash FROM member WHERE account = 'demo_member'), 0, v.id, '/', 0,
              now(), now()
       FROM generate_series(0, $1::int - 1) i
       JOIN vip_rank v ON v.rank_level = i % 9`,
      [MEMBERS],
    );
    await client.query(
      `INSERT INTO member_label_assignment (member_id, label_id)
       SELECT m.id, l.id FROM member m JOIN member_label l ON l.name = 'VIP'
       WHERE m.account LIKE 'mb%' AND m.id % 10 = 0`,
    );
    // Personal (system) messages, oldest first; all but the newest two read.
    await client.query(
      `INSERT INTO mailbox_message (member_id, template, params, created_at, read_at)
       SELECT m.id, 'deposit.approved', jsonb_build_object('amount', (50 + k)::text || '.00'),
              now() - (($1::int - k) * interval '1 day'),
              CASE WHEN k <= $1::int - 2 THEN now() - (($1::int - k) * interval '1 day') END
       FROM member m CROSS JOIN generate_series(1, $1::int) k
       WHERE m.account LIKE 'mb%'
       ORDER BY k, m.id`,
      [PERSONAL],
    );
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM (ANALYZE) member, member_label_assignment, mailbox_message');
  });
  log(
    `${MEMBERS} members and ${MEMBERS * PERSONAL} personal messages loaded in ${seconds(started)} s`,
  );
}

/** A console session of the demo owner, opened straight in the database (bench only). */
async function ownerCookie() {
  const token = randomBytes(32).toString('base64url');
  await withClient(URL_, (client) =>
    client.query(
      `INSERT INTO operator_session (id, token_hash, operator_id, expires_at)
       SELECT $1, $2, id, now() + interval '1 day' FROM operator_account WHERE username = 'owner'`,
      [randomUUID(), createHash('sha256').update(token).digest('hex')],
    ),
  );
  return `wps_console=${token}`;
}

async function call(method, path, { headers = {}, body } = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok || !answer.success) {
    throw new Error(
      `${method} ${path}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`,
    );
  }
  return answer.value;
}

/** Sends a message through the console route; answers its row and the time it took. */
async function timedSend(console, audience) {
  const started = performance.now();
  const row = await call('POST', '/wps/console/messages', {
    headers: { cookie: console, 'x-console-request': '1', 'idempotency-key': randomUUID() },
    body: {
      ...audience,
      texts: { EN: { subject: `Bench ${audience.audience}`, body: 'A message of the bench.' } },
    },
  });
  return { row, ms: performance.now() - started };
}

async function main() {
  if (await databaseReady()) log(`reusing ${NAME}`);
  else await buildDatabase();
  const removed = await withClient(URL_, async (client) => {
    const { rowCount } = await client.query('DELETE FROM mailbox_broadcast');
    await client.query('VACUUM (ANALYZE) mailbox_message');
    return rowCount;
  });
  if (removed > 0) log(`deleted the ${removed} broadcasts of earlier runs`);
  const cookie = await ownerCookie();
  const { rows: sample } = await withClient(URL_, (client) =>
    client.query(`SELECT account FROM member WHERE account LIKE 'mb%' ORDER BY random() LIMIT $1`, [
      LOGINS,
    ]),
  );
  process.env.DATABASE_URL = URL_;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  // The instance under test serves players and leaves the scheduled jobs to a worker, as on a
  // site of several instances (docs/scaling.md); SCHEDULED_JOBS=true measures it running them.
  process.env.SCHEDULED_JOBS ??= 'false';
  const results = {};
  const sends = [];
  await withServers(async () => {
    for (let index = 0; index < BROADCASTS; index += 1) {
      sends.push({
        label: `to every member (${index + 1})`,
        ...(await timedSend(cookie, { audience: 'ALL' })),
      });
    }
    sends.push({
      label: 'to VIP rank 3',
      ...(await timedSend(cookie, { audience: 'RANK', rankLevel: 3 })),
    });
    sends.push({
      label: 'to the label VIP',
      ...(await timedSend(cookie, { audience: 'LABEL', label: 'VIP' })),
    });

    const bearers = [];
    for (const { account } of sample) {
      const session = await call('POST', '/wps/session/login', {
        body: { username: account, password: PASSWORD, type: 'username' },
      });
      bearers.push(`Bearer ${session.token}`);
    }
    const unread = bearers.map((authorization) => ({
      method: 'GET',
      path: '/wps/member/mailbox/unread-count',
      headers: { authorization },
    }));
    const firstPage = bearers.map((authorization) => ({
      method: 'GET',
      path: '/wps/member/mailbox?pageNo=1',
      headers: { authorization },
    }));
    const counted = await call('GET', '/wps/member/mailbox/unread-count', {
      headers: { authorization: bearers[0] },
    });
    log(`a bench member's unread count: ${counted.count} (2 personal + the broadcasts it got)`);
    results.bare = await measure(BARE, ['/bare']);
    results.barePaced = await paced(BARE, '/bare', bearers);
    // Flat out first: the paced phase then meets a process past its start-up (its hot code
    // compiled, its pool's connections open), as an instance that has served for a while is.
    results.saturated = await measure(API, unread, { connections: 10 });
    results.paced = await paced(API, '/wps/member/mailbox/unread-count', bearers);
    results.page = await measure(API, firstPage, { connections: 10 });

    const started = performance.now();
    const deleted = await call('DELETE', `/wps/console/messages/${sends[0].row.id}`, {
      headers: { cookie, 'x-console-request': '1' },
    });
    sends.push({
      label: 'delete one to every member',
      row: deleted,
      ms: performance.now() - started,
    });
  });
  // The statement alone, one member at a time from here: what the database adds to a request.
  const statement = await withClient(URL_, async (client) => {
    const { rows: ids } = await client.query(
      `SELECT id FROM member WHERE account LIKE 'mb%' ORDER BY random() LIMIT 2000`,
    );
    const times = [];
    for (const { id } of ids) {
      const started = performance.now();
      await client.query({
        name: 'unread',
        text: `SELECT count(*) FROM mailbox_message WHERE member_id = $1 AND read_at IS NULL`,
        values: [id],
      });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  });
  log(
    `unread count statement, 2,000 members one at a time: p50 ${percentile(statement, 0.5).toFixed(2)} ms, ` +
      `p99 ${percentile(statement, 0.99).toFixed(2)} ms`,
  );
  const { rows: plan } = await withClient(URL_, (client) =>
    client.query(
      `EXPLAIN SELECT count(*) FROM mailbox_message
       WHERE member_id = (SELECT id FROM member WHERE account = $1) AND read_at IS NULL`,
      [sample[0].account],
    ),
  );
  log(`unread count plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);

  console.log(
    `\nmailbox bench (${pinned ? 'pinned' : 'not pinned'}), ${MEMBERS} members, ` +
      `scheduled jobs ${process.env.SCHEDULED_JOBS === 'false' ? 'off' : 'on'} in the API`,
  );
  console.log('| sending                          | members | ms     |');
  for (const send of sends) {
    console.log(
      `| ${send.label.padEnd(32)} | ${String(send.row.recipients).padStart(7)} | ${send.ms.toFixed(0).padStart(6)} |`,
    );
  }
  const row = (name, r) =>
    `| ${name.padEnd(52)} | ${Math.round(r.requestsPerSecond).toLocaleString('en').padStart(10)} | ${String(r.p50Ms).padStart(6)} | ${String(r.p99Ms).padStart(6)} |`;
  console.log(
    '\n| route                                                | requests/s | p50 ms | p99 ms |',
  );
  console.log(row(`bare Fastify GET /bare (${CONNECTIONS} connections)`, results.bare));
  console.log(row(`bare Fastify, ${RATE}/s over ${CONNECTIONS} connections`, results.barePaced));
  console.log(row(`unread count, ${RATE}/s over ${CONNECTIONS} connections`, results.paced));
  console.log(row('unread count, 10 connections flat out', results.saturated));
  console.log(row('mailbox page 1, 10 connections flat out', results.page));
  console.log(
    `target p99 <= 10 ms for the unread count at ${RATE}/s: ${results.paced.p99Ms <= 10 ? 'met' : 'NOT met'} (${results.paced.p99Ms} ms)`,
  );
}

await main();
