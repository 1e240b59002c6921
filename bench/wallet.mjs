// Benchmark of the wallet ledger under 64 concurrent clients: (a) transfers MAIN <-> MG, (b)
// settled seamless rounds on PG (a signed debit, then its credit), then again with every member
// under a daily loss limit (player protection's checked bets), (c) pgbench's TPC-B-like script
// on the same Postgres server for scale, then (d) the ledger's invariants after the load. The API
// and the bare-Fastify baseline run pinned to core 0, this load generator to core 1
// (bench/harness.mjs, shared with run.mjs and lobby.mjs); Postgres is not pinned.
//
// Usage: pnpm bench:wallet (builds first), or node bench/wallet.mjs after pnpm build.
// It (re)creates the database wps_bench_wallet (BENCH_DB_PREFIX=x makes it x_wallet, and pgbench's
// x_pgbench) on the server of BENCH_POSTGRES_URL
// (postgresql://postgres@127.0.0.1:5432/postgres), applies the migrations, seeds the demo operator,
// adds 64 members through the seed's own code (each opened with an ADJUSTMENT entry from
// HOUSE_CASH, as the demo logins are), and uses REDIS_URL (redis://127.0.0.1:6379). pgbench runs
// in wps_bench_pgbench (initialised once at PGBENCH_SCALE, 64 by default: one branch per client).
// BENCH_SECONDS (10) times each phase after a 2 s warm-up; BENCH_CONNECTIONS (64) is the number
// of clients. Exits non-zero on any failed call or ledger invariant violation.
import os from 'node:os';
import { API, BARE, measure, withServers } from './harness.mjs';
import {
  apiClient,
  benchDatabase,
  benchMembers,
  cpuLine,
  databaseUrl,
  expectOk,
  FIGURES_HEADER,
  figuresRow,
  fixed,
  ledgerInvariants,
  load,
  logIn,
  memberTotalsOff,
  prepareDatabase,
  runConditions,
  runPgbench,
  runTag,
  seamlessCaller,
  transferStep,
  withClient,
} from './wallet-kit.mjs';

const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = benchDatabase('wallet');
const DATABASE_URL = databaseUrl(SERVER_URL, DATABASE_NAME);

// The target: this many transfers a second from the 64 clients, answered within
// TARGET_P99_MS at the 99th percentile.
const TARGET_TRANSFERS_PER_SECOND = 1500;
const TARGET_P99_MS = 50;
const OPENING_BALANCE = '1000000.00';
const TRANSFER_AMOUNT = '10.00';
const TRANSFER_VENDOR = 'MG';
const SEAMLESS_VENDOR = 'PG';
const STAKE = '1.00';
const PASSWORD = 'Bench1234';
const RUN = runTag();
const members = benchMembers(CLIENTS, 'bench_w');

// ---- load -----------------------------------------------------------------------------------

/** What the clients did, to compare with the ledger afterwards. */
const sent = { transfers: new Map(), rounds: 0, netByMember: new Map() };

/** One settled round: a signed debit, then its credit (a win of twice the stake every other). */
async function round(member) {
  member.rounds = (member.rounds ?? 0) + 1;
  const roundId = `bench-${RUN}-${member.account}-${member.rounds}`;
  const common = { playerToken: member.playerToken, roundId, gameCode: member.gameCode };
  const payout = member.rounds % 2 === 0 ? '2.00' : '0.00';
  const started = performance.now();
  expectOk(
    `debit ${roundId}`,
    await signedCall('debit', { ...common, transactionId: `${roundId}:debit`, amount: STAKE }),
  );
  expectOk(
    `credit ${roundId}`,
    await signedCall('credit', {
      ...common,
      transactionId: `${roundId}:credit`,
      amount: payout,
      roundClosed: true,
    }),
  );
  sent.rounds += 1;
  sent.netByMember.set(
    member.id,
    (sent.netByMember.get(member.id) ?? 0) + Math.round((Number(payout) - Number(STAKE)) * 100),
  );
  return performance.now() - started;
}

/** Each client's last transfer sent again with its key: the first answer, nothing posted. */
async function replayLastTransfers() {
  let mismatches = 0;
  for (const member of members) {
    const { key, body, transferId } = member.lastTransfer;
    const answer = await post(
      '/wps/relay/GCS_walletTransfer',
      { authorization: member.bearer, 'idempotency-key': key },
      body,
    );
    if (expectOk(`replay ${key}`, answer).transferId !== transferId) mismatches += 1;
  }
  return mismatches;
}

/**
 * Gives every member a loss limit far above what the bench loses, so each bet takes the checked
 * path (player protection: its own transaction under the member's lock) without being refused.
 */
function setLossLimits() {
  return withClient(DATABASE_URL, (client) =>
    client.query(
      `INSERT INTO player_limit (member_id, merchant_id, kind, value)
       SELECT id, merchant_id, 'LOSS_DAY', 1000000 FROM member WHERE id = ANY($1::int[])`,
      [members.map((member) => member.id)],
    ),
  );
}

// ---- invariants -----------------------------------------------------------------------------

/** The ledger's invariants after the load, and what the clients did against what was posted. */
async function checkInvariants() {
  return withClient(DATABASE_URL, async (client) => {
    const one = async (sql, values = []) => (await client.query(sql, values)).rows[0];
    const checks = await ledgerInvariants(client);

    const prefix = `bench-${RUN}-%`;
    const posted = await one(
      `SELECT
         count(*) FILTER (WHERE kind = 'TRANSFER')::int AS transfers,
         count(DISTINCT idempotency_key) FILTER (WHERE kind = 'TRANSFER')::int AS "transferKeys",
         count(*) FILTER (WHERE kind = 'BET_DEBIT')::int AS debits,
         count(*) FILTER (WHERE kind = 'WIN_CREDIT')::int AS credits
       FROM journal_entry WHERE idempotency_key LIKE $1`,
      [prefix],
    );
    const bets = await one(
      `SELECT count(*)::int AS rounds, count(*) FILTER (WHERE status <> 'SETTLED')::int AS open
       FROM bet_record WHERE round_id LIKE $1`,
      [prefix],
    );
    checks['transfers answered but not posted once'] = Math.abs(
      posted.transfers - sent.transfers.size,
    );
    checks['transfer ids answered twice'] =
      sent.transfers.size -
      new Set([...sent.transfers.values()].map((entry) => entry.transferId)).size;
    checks['rounds played but not posted once'] =
      Math.abs(posted.debits - sent.rounds) +
      Math.abs(posted.credits - sent.rounds) +
      Math.abs(bets.rounds - sent.rounds);
    checks['rounds left open'] = bets.open;

    // Transfers move money between a member's own wallets; rounds change it by payout - stake.
    checks['member totals off what the clients did'] = await memberTotalsOff(
      client,
      members,
      OPENING_BALANCE,
      sent.netByMember,
    );
    return checks;
  });
}

// ---- main -----------------------------------------------------------------------------------

process.env.DATABASE_URL = DATABASE_URL;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';

const loadBefore = os.loadavg();
await prepareDatabase(SERVER_URL, DATABASE_NAME, members, {
  openingBalance: OPENING_BALANCE,
  password: PASSWORD,
  seamlessVendor: SEAMLESS_VENDOR,
});
const { post, destroy } = apiClient(API, { connections: CLIENTS + 4 });
const signedCall = await seamlessCaller(post, SEAMLESS_VENDOR, DATABASE_URL);
const transfer = transferStep(post, {
  run: RUN,
  vendor: TRANSFER_VENDOR,
  amount: TRANSFER_AMOUNT,
  sent: sent.transfers,
});
const phase = (step, options) => load(members, step, { databaseUrl: DATABASE_URL, ...options });

let baseline;
let transfers;
let heldTransfers;
let rounds;
let limitedRounds;
let replayMismatches;
await withServers(async () => {
  await logIn(post, members, PASSWORD);
  baseline = await measure(`${BARE}/bare`, undefined, { connections: CLIENTS });
  transfers = await phase(transfer);
  heldTransfers = await phase(transfer, { perSecond: TARGET_TRANSFERS_PER_SECOND });
  rounds = await phase(round);
  await setLossLimits();
  limitedRounds = await phase(round);
  replayMismatches = await replayLastTransfers();
});
const pgbench = await runPgbench(SERVER_URL, CLIENTS);
const loadAfter = os.loadavg();
const checks = await checkInvariants();
checks['replayed keys answered differently'] = replayMismatches;
const violations = Object.values(checks).reduce((total, count) => total + Number(count), 0);

console.log(
  [
    runConditions(CLIENTS, loadBefore, loadAfter),
    '',
    ...FIGURES_HEADER,
    `| bare Fastify GET /bare | ${Math.round(baseline.requestsPerSecond)} requests | ${baseline.p50Ms} | ${baseline.p99Ms} | ${baseline.p999Ms} |`,
    figuresRow(
      `transfer MAIN <-> ${TRANSFER_VENDOR} (POST /wps/relay/GCS_walletTransfer)`,
      transfers,
      'transfers',
    ),
    figuresRow(
      `transfer MAIN <-> ${TRANSFER_VENDOR}, held at ${TARGET_TRANSFERS_PER_SECOND}/s (latency from due time)`,
      heldTransfers,
      'transfers',
    ),
    figuresRow(
      `settled round on ${SEAMLESS_VENDOR} (signed debit + credit, latency of both)`,
      rounds,
      'rounds',
    ),
    figuresRow(
      `settled round on ${SEAMLESS_VENDOR}, every member with a daily loss limit (checked bets)`,
      limitedRounds,
      'rounds',
    ),
    figuresRow('pgbench TPC-B-like (-c 64 -j 2), same server', pgbench, 'tps'),
    '',
    ...[
      ['transfer', transfers],
      [`transfer held at ${TARGET_TRANSFERS_PER_SECOND}/s`, heldTransfers],
      ['round', rounds],
      ['round with a loss limit', limitedRounds],
    ].map(([name, figures]) => cpuLine(name, figures)),
    `${transfers.count} transfers and ${rounds.count} + ${limitedRounds.count} rounds measured (max ${fixed(transfers.maxMs)} / ` +
      `${fixed(rounds.maxMs)} ms); ${pgbench.count} pgbench transactions`,
    `ratio transfers/s / pgbench tps: ${(transfers.perSecond / pgbench.perSecond).toFixed(2)}; ` +
      `rounds/s / pgbench tps: ${(rounds.perSecond / pgbench.perSecond).toFixed(2)}; ` +
      `rounds with a loss limit / rounds without: ${(limitedRounds.perSecond / rounds.perSecond).toFixed(2)}; ` +
      `transfers/s / bare requests/s: ${(transfers.perSecond / baseline.requestsPerSecond).toFixed(3)}`,
    `target ${TARGET_TRANSFERS_PER_SECOND} transfers/s at p99 <= ${TARGET_P99_MS} ms: ${
      transfers.perSecond >= TARGET_TRANSFERS_PER_SECOND &&
      heldTransfers.perSecond >= TARGET_TRANSFERS_PER_SECOND * 0.99 &&
      heldTransfers.p99Ms <= TARGET_P99_MS
        ? 'met'
        : 'NOT met'
    } (full speed ${Math.round(transfers.perSecond)}/s; held at ${TARGET_TRANSFERS_PER_SECOND}/s: ` +
      `${Math.round(heldTransfers.perSecond)}/s, p99 ${fixed(heldTransfers.p99Ms)} ms; ` +
      `full-speed p99 ${fixed(transfers.p99Ms)} ms ${transfers.p99Ms <= TARGET_P99_MS ? '<=' : '>'} ${TARGET_P99_MS} ms)`,
    '',
    ...Object.entries(checks).map(([name, count]) => `  ${name}: ${count}`),
    `violations = ${violations}`,
  ].join('\n'),
);
destroy();
if (violations > 0) process.exit(1);
