// Benchmark of money in and out under 64 concurrent clients, beside the wallet's transfers and
// pgbench in the same run: (a) transfers MAIN <-> MG at full speed (as wallet.mjs), (b) deposit
// approvals: 64 finance console sessions each approving the next pending deposit of a shared
// queue, (c) withdrawal requests: 64 members each requesting 50.00 to its bank account with its
// payment password and a fresh Idempotency-Key, (d) pgbench's TPC-B-like script on the same
// Postgres server for scale, then (e) the ledger's and the payments' invariants after the load.
// The API and the bare-Fastify baseline run pinned to core 0, this load generator to core 1
// (bench/harness.mjs); Postgres is not pinned.
//
// Usage: pnpm bench:payments (builds first), or node bench/payments.mjs after pnpm build.
// It (re)creates the database wps_bench_payments on the server of BENCH_POSTGRES_URL
// (postgresql://postgres@127.0.0.1:5432/postgres) with 64 funded members as wallet.mjs does, then
// in SQL (setup, not measured) gives each a real name, a payment password (a bcrypt hash at the
// API's BCRYPT_COST, which the API checks on every withdrawal) and a bank account, sets the
// site's withdrawal limits out of the way and deposits' turnover multiplier to 0 (no turnover
// stands in the way of a withdrawal), adds BENCH_DEPOSITS (30000) pending bank-transfer deposits
// spread over the members and opens 64 console sessions of the `finance` demo operator.
// BENCH_SECONDS (10) times each phase after a 2 s warm-up; BENCH_CONNECTIONS (64) is the number
// of clients. Exits non-zero on any failed call or invariant violation.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { API, withServers } from './harness.mjs';
import {
  apiClient,
  benchMembers,
  cpuLine,
  databaseUrl,
  dist,
  expectOk,
  FIGURES_HEADER,
  figuresRow,
  ledgerInvariants,
  load,
  logIn,
  memberTotalsOff,
  prepareDatabase,
  requireApi,
  runConditions,
  runPgbench,
  runTag,
  transferStep,
  withClient,
} from './wallet-kit.mjs';

const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PENDING_DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 30_000);
const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'wps_bench_payments';
const DATABASE_URL = databaseUrl(SERVER_URL, DATABASE_NAME);

const OPENING_BALANCE = '1000000.00';
const TRANSFER_AMOUNT = '10.00';
const TRANSFER_VENDOR = 'MG';
const DEPOSIT_AMOUNT = '100.00';
const WITHDRAWAL_AMOUNT = '50.00';
const PASSWORD = 'Bench1234';
const PAYMENT_PASSWORD = '123456';
const OPERATOR = 'finance';
const RUN = runTag();
const members = benchMembers(CLIENTS, 'bench_p');

const types = await import(requireApi.resolve('@wps/shared-types'));
process.env.DATABASE_URL = DATABASE_URL;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
// The cost of the API that harness.mjs starts: it reads this same environment.
const { BCRYPT_COST } = (await dist('config/app-config.js')).loadConfig();
const cents = (amount) => Math.round(Number(amount) * 100);

// ---- setup (not measured) -------------------------------------------------------------------

/**
 * What the payments need beyond prepareDatabase: each member's real name, payment password and
 * bank account (`member.bankAccountId`), the site's payment settings, the pending deposits (their
 * ids in order, with their members) and `CLIENTS` console sessions of OPERATOR (Cookie values).
 */
async function preparePayments() {
  const bcrypt = requireApi('bcrypt');
  const { tokenHashOf } = await dist('operator/operator-session.service.js');
  const paymentPasswordHash = await bcrypt.hash(PAYMENT_PASSWORD, BCRYPT_COST);
  const ids = members.map((member) => member.id);
  return withClient(DATABASE_URL, async (client) => {
    const one = async (sql, values = []) => (await client.query(sql, values)).rows[0];
    const { merchantId } = await one(
      `SELECT merchant_id AS "merchantId" FROM member WHERE id = $1`,
      [ids[0]],
    );
    await client.query(
      `UPDATE member SET payee_name = 'Bench ' || account, payment_password_hash = $2
       WHERE id = ANY($1)`,
      [ids, paymentPasswordHash],
    );
    const { rows: accounts } = await client.query(
      `INSERT INTO bank_account (merchant_id, member_id, bank_name, account_number, holder_name)
       SELECT m.merchant_id, m.id, 'Maybank', lpad(m.id::text, 12, '0'), m.payee_name
       FROM member m WHERE m.id = ANY($1)
       RETURNING id, member_id AS "memberId"`,
      [ids],
    );
    const accountOf = new Map(accounts.map((row) => [row.memberId, row.id]));
    for (const member of members) member.bankAccountId = accountOf.get(member.id);

    const payments = {
      ...types.DEFAULT_PAYMENT_SETTINGS,
      depositTurnoverMultiplier: 0,
      withdrawal: {
        ...types.DEFAULT_PAYMENT_SETTINGS.withdrawal,
        maxAmount: '1000000.00',
        dailyCount: 1_000_000,
        dailyAmount: '100000000.00',
      },
    };
    await client.query(
      `UPDATE merchant SET settings = settings || jsonb_build_object('payments', $2::jsonb)
       WHERE id = $1`,
      [merchantId, JSON.stringify(payments)],
    );

    const { channelId } = await one(
      `SELECT id AS "channelId" FROM deposit_channel
       WHERE merchant_id = $1 AND type = 'BANK_TRANSFER' ORDER BY id LIMIT 1`,
      [merchantId],
    );
    const { rows: deposits } = await client.query(
      `INSERT INTO deposit (merchant_id, member_id, channel_id, channel_type, amount, currency,
                            status, expires_at)
       SELECT $1, ($3::int[])[1 + n % cardinality($3::int[])], $2, 'BANK_TRANSFER', $4,
              (SELECT currency_code FROM merchant WHERE id = $1), 'PENDING',
              now() + interval '1 day'
       FROM generate_series(0, $5 - 1) n
       RETURNING id, member_id AS "memberId"`,
      [merchantId, channelId, ids, DEPOSIT_AMOUNT, PENDING_DEPOSITS],
    );
    deposits.sort((a, b) => a.id - b.id);

    // As apps/api/test/support/console.ts opens them: a session row with the token's hash.
    const { operatorId } = await one(
      `SELECT id AS "operatorId" FROM operator_account WHERE merchant_id = $1 AND username = $2`,
      [merchantId, OPERATOR],
    );
    const sessions = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO operator_session (id, token_hash, operator_id, expires_at)
         VALUES ($1, $2, $3, now() + interval '1 hour')`,
        [randomUUID(), tokenHashOf(token), operatorId],
      );
      sessions.push({ cookie: `${types.CONSOLE_SESSION_COOKIE}=${token}` });
    }
    return { deposits, sessions };
  });
}

// ---- load -----------------------------------------------------------------------------------

/** What the clients did, to compare with the database afterwards. */
const sent = {
  transfers: new Map(),
  approvedDeposits: new Set(),
  withdrawals: [],
  netByMember: new Map(),
};
const addNet = (memberId, amountCents) =>
  sent.netByMember.set(memberId, (sent.netByMember.get(memberId) ?? 0) + amountCents);

/** Approves the next deposit of the shared queue; null once the queue is empty. */
function approvalStep(queue) {
  let next = 0;
  return async (session) => {
    const deposit = queue[next];
    if (!deposit) return null;
    next += 1;
    const answer = await post(
      `${types.CONSOLE_DEPOSIT_PATHS.deposits}/${deposit.id}/${types.CONSOLE_DEPOSIT_PATHS.approve}`,
      { cookie: session.cookie, [types.CONSOLE_REQUEST_HEADER]: '1' },
      {},
    );
    expectOk(`approve deposit ${deposit.id}`, answer);
    sent.approvedDeposits.add(deposit.id);
    addNet(deposit.memberId, cents(DEPOSIT_AMOUNT));
    return answer.ms;
  };
}

/** A withdrawal of WITHDRAWAL_AMOUNT to the member's bank account, with a fresh key. */
async function withdraw(member) {
  member.withdrawals = (member.withdrawals ?? 0) + 1;
  const key = `bench-${RUN}-${member.account}-w${member.withdrawals}`;
  const answer = await post(
    types.WITHDRAWAL_PATHS.withdrawals,
    { authorization: member.bearer, [types.IDEMPOTENCY_KEY_HEADER]: key },
    {
      amount: WITHDRAWAL_AMOUNT,
      bankAccountId: member.bankAccountId,
      paymentPassword: PAYMENT_PASSWORD,
    },
  );
  sent.withdrawals.push(expectOk(`withdrawal ${key}`, answer).id);
  addNet(member.id, -cents(WITHDRAWAL_AMOUNT));
  return answer.ms;
}

// ---- invariants -----------------------------------------------------------------------------

/** The ledger's invariants after the load, and what the clients did against what was posted. */
async function checkInvariants() {
  return withClient(DATABASE_URL, async (client) => {
    const one = async (sql, values = []) => (await client.query(sql, values)).rows[0];
    const checks = await ledgerInvariants(client);
    const ids = members.map((member) => member.id);

    const transfers = await one(
      `SELECT count(*)::int AS n FROM journal_entry WHERE kind = 'TRANSFER' AND idempotency_key LIKE $1`,
      [`bench-${RUN}-%`],
    );
    checks['transfers answered but not posted once'] = Math.abs(transfers.n - sent.transfers.size);
    const deposits = await one(
      `SELECT
         count(*) FILTER (WHERE d.status = 'APPROVED')::int AS approved,
         count(*) FILTER (WHERE d.status = 'APPROVED' AND e.entries <> 1)::int AS "approvedOff",
         count(*) FILTER (WHERE d.status <> 'APPROVED' AND e.entries > 0)::int AS "undecidedPosted"
       FROM deposit d
       CROSS JOIN LATERAL (SELECT count(*) AS entries FROM journal_entry j
                           WHERE j.kind = 'DEPOSIT' AND j.idempotency_scope = 'deposit'
                             AND j.idempotency_key = d.id::text) e`,
    );
    checks['approved deposits without exactly one DEPOSIT entry'] = deposits.approvedOff;
    checks['pending or rejected deposits with a DEPOSIT entry'] = deposits.undecidedPosted;
    checks['approvals answered but not APPROVED deposits'] = Math.abs(
      deposits.approved - sent.approvedDeposits.size,
    );
    const withdrawals = await one(
      `SELECT count(*)::int AS n FROM unnest($1::int[]) answered(id)
       LEFT JOIN withdrawal w ON w.id = answered.id
       WHERE w.id IS NULL OR (SELECT count(*) FROM journal_entry j
                              WHERE j.kind = 'WITHDRAWAL_HOLD'
                                AND j.idempotency_scope = 'withdrawal_hold:' || w.member_id
                                AND j.idempotency_key = w.id::text) <> 1`,
      [sent.withdrawals],
    );
    checks['answered withdrawals without exactly one WITHDRAWAL_HOLD entry'] = withdrawals.n;
    const holds = await one(
      `SELECT count(*)::int AS n FROM unnest($1::int[]) m(id)
       WHERE (SELECT COALESCE(sum(balance), 0) FROM ledger_account
              WHERE member_id = m.id AND kind = 'HOLD')
          <> (SELECT COALESCE(sum(amount), 0) FROM withdrawal
              WHERE member_id = m.id AND status IN ('PENDING', 'APPROVED'))`,
      [ids],
    );
    checks['members whose HOLD differs from their pending and approved withdrawals'] = holds.n;
    // MAIN + vendor wallets: the opening balance, plus the approved deposits, less the holds.
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

const loadBefore = os.loadavg();
await prepareDatabase(SERVER_URL, DATABASE_NAME, members, {
  openingBalance: OPENING_BALANCE,
  password: PASSWORD,
  seamlessVendor: 'PG',
});
const { deposits: queue, sessions } = await preparePayments();
// A withdrawal waits its turn for bcrypt: with 64 in flight on one core an answer can take
// longer than the usual 30 s.
const { post, destroy } = apiClient(API, { connections: CLIENTS + 4, timeoutMs: 180_000 });
const transfer = transferStep(post, {
  run: RUN,
  vendor: TRANSFER_VENDOR,
  amount: TRANSFER_AMOUNT,
  sent: sent.transfers,
});
const phase = (clients, step) => load(clients, step, { databaseUrl: DATABASE_URL });

let transfers;
let approvals;
let withdrawals;
await withServers(async () => {
  await logIn(post, members, PASSWORD);
  transfers = await phase(members, transfer);
  approvals = await phase(sessions, approvalStep(queue));
  withdrawals = await phase(members, withdraw);
});
const pgbench = await runPgbench(SERVER_URL, CLIENTS);
const loadAfter = os.loadavg();
const checks = await checkInvariants();
const violations = Object.values(checks).reduce((total, count) => total + Number(count), 0);

const ratio = (figures) => (figures.perSecond / pgbench.perSecond).toFixed(3);
console.log(
  [
    runConditions(CLIENTS, loadBefore, loadAfter),
    '',
    ...FIGURES_HEADER,
    figuresRow(
      `transfer MAIN <-> ${TRANSFER_VENDOR} (POST /wps/relay/GCS_walletTransfer)`,
      transfers,
      'transfers',
    ),
    figuresRow(
      `deposit approval (POST ${types.CONSOLE_DEPOSIT_PATHS.deposits}/:id/${types.CONSOLE_DEPOSIT_PATHS.approve})`,
      approvals,
      'approvals',
    ),
    figuresRow(
      `withdrawal request (POST ${types.WITHDRAWAL_PATHS.withdrawals}, bcrypt cost ${BCRYPT_COST})`,
      withdrawals,
      'withdrawals',
    ),
    figuresRow(`pgbench TPC-B-like (-c ${CLIENTS} -j 2), same server`, pgbench, 'tps'),
    '',
    cpuLine('transfer', transfers),
    cpuLine('deposit approval', approvals),
    cpuLine('withdrawal request', withdrawals),
    `${transfers.count} transfers, ${approvals.count} approvals and ${withdrawals.count} ` +
      `withdrawals measured (${sent.approvedDeposits.size} of ${queue.length} pending deposits ` +
      `approved in all${sent.approvedDeposits.size === queue.length ? ': the queue ran dry, raise BENCH_DEPOSITS' : ''}); ` +
      `${pgbench.count} pgbench transactions`,
    `ratio transfers/s / pgbench tps: ${ratio(transfers)}; deposit approvals/s / pgbench tps: ` +
      `${ratio(approvals)}; withdrawals/s / pgbench tps: ${ratio(withdrawals)}`,
    '',
    ...Object.entries(checks).map(([name, count]) => `  ${name}: ${count}`),
    `violations = ${violations}`,
  ].join('\n'),
);
destroy();
if (violations > 0) process.exit(1);
