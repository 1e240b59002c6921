// What the wallet bench (wallet.mjs) and the chaos script (chaos.mjs) share: a database with the
// schema, the demo operator and funded bench members made through the seed's own code; an HTTP
// client for the API; member logins and signed seamless-wallet calls; and the ledger's
// invariants.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './harness.mjs';

export const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const pg = requireApi('pg');
/** A module of the built API (apps/api/dist). */
export const dist = (file) => import(path.join(root, 'apps/api/dist', file));

/** Bench members `<prefix>001`... (each member is one client of the load). */
export const benchMembers = (count, prefix) =>
  Array.from({ length: count }, (_, index) => ({
    account: `${prefix}${String(index + 1).padStart(3, '0')}`,
  }));

/** A short random tag that keeps one run's keys and round ids apart from another's. */
export const runTag = () => randomBytes(4).toString('hex');

// ---- database -------------------------------------------------------------------------------

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `name` on the server of `serverUrl` with the schema, the demo operator and
 * `members` funded with `openingBalance` each; every member gets an `id` and a player token for a
 * game of `seamlessVendor`.
 */
export async function prepareDatabase(
  serverUrl,
  name,
  members,
  { openingBalance, password, seamlessVendor },
) {
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = databaseUrl(serverUrl, name);
  const { applyMigrations } = await dist('database/migrator.js');
  const { createPrismaClient } = await dist('database/prisma.factory.js');
  const { seedDatabase } = await dist('seed/seed.js');
  const { demoPasswordHashes, seedDemoAccounts } = await dist('seed/seed-accounts.js');
  const { seedOpeningBalances } = await dist('seed/seed-wallets.js');
  const { GameSessionService } = await dist('wallet/game-session.service.js');
  const { GameSessionRepository } = await dist('wallet/game-session.repository.js');
  const { WalletRepository } = await dist('wallet/wallet.repository.js');

  await applyMigrations(url);
  const prisma = createPrismaClient(url, 4);
  try {
    const report = await seedDatabase(prisma);
    const merchant = await prisma.merchant.findFirstOrThrow({
      where: { code: report.merchantCode },
      select: { id: true },
    });
    // The bench logs in many times from one address: no slider puzzle (as the tests switch it off).
    await prisma.merchant.updateMany({ data: { sliderVerification: false } });
    const seeds = members.map(({ account }) => ({
      account,
      password,
      nickname: account,
      isAgent: 0,
      upline: null,
      vipLevel: null,
      labels: [],
      email: null,
      countryDialingCode: null,
      mobileNum: null,
      invitationCode: null,
      mustChangePassword: false,
      openingBalance,
    }));
    const hashes = await demoPasswordHashes(prisma, report.merchantCode, seeds);
    await prisma.$transaction((tx) => seedDemoAccounts(tx, merchant.id, seeds, hashes), {
      timeout: 60_000,
    });
    // The seed's opening balances: an ADJUSTMENT entry from HOUSE_CASH to each MAIN wallet.
    const funded = await seedOpeningBalances(prisma, merchant.id, seeds);
    if (funded !== members.length) {
      throw new Error(`${funded} opening balances posted, not ${members.length}`);
    }

    // A game session (player token) per member for a seamless vendor's game, as a launch opens.
    const sessions = new GameSessionService(
      new GameSessionRepository(prisma),
      new WalletRepository(prisma),
    );
    const game = await prisma.game.findFirstOrThrow({
      where: { vendor: { code: seamlessVendor } },
      select: { gameCode: true },
    });
    const rows = await prisma.member.findMany({
      where: { merchantId: merchant.id, account: { in: members.map((m) => m.account) } },
      select: { id: true, account: true },
    });
    const idOf = new Map(rows.map((row) => [row.account, row.id]));
    for (const member of members) {
      member.id = idOf.get(member.account);
      member.gameCode = game.gameCode;
      member.playerToken = (
        await sessions.open(member.id, seamlessVendor, game.gameCode)
      ).playerToken;
    }
  } finally {
    await prisma.$disconnect();
  }
  return url;
}

// ---- HTTP client ----------------------------------------------------------------------------

/**
 * POSTs to the API at `base` on kept-alive connections: `post` answers the status and parsed
 * body with the time it took, and rejects on a network error or after `timeoutMs`.
 */
export function apiClient(base, { connections, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (urlPath, headers, body) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${base}${urlPath}`,
        {
          method: 'POST',
          agent,
          timeout: timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode, body: parsed, ms: performance.now() - started });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${urlPath}: timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
  };
  return { post, destroy: () => agent.destroy() };
}

export function expectOk(what, answer) {
  if (answer.status !== 200 || answer.body?.success === false) {
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.value;
}

/** Logs each member in through the API: `member.bearer` is its Authorization header. */
export async function logIn(post, members, password) {
  for (const member of members) {
    const answer = await post(
      '/wps/session/login',
      {},
      {
        username: member.account,
        password,
        type: 'username',
      },
    );
    member.bearer = `Bearer ${expectOk(`login ${member.account}`, answer).token}`;
  }
}

/**
 * The seamless-wallet calls of `vendor`, signed as the vendor signs them (the API's development
 * secret unless SEAMLESS_WALLET_SECRET is set): `signedCall('debit', body)` through `post`.
 */
export async function seamlessCaller(post, vendor) {
  const types = await import(requireApi.resolve('@wps/shared-types'));
  const signature = await dist('wallet/seamless-signature.js');
  const { DEFAULT_SEAMLESS_WALLET_SECRET } = await dist('config/app-config.js');
  const vendorSecret = signature.seamlessVendorSecret(
    process.env.SEAMLESS_WALLET_SECRET ?? DEFAULT_SEAMLESS_WALLET_SECRET,
    vendor,
  );
  return (call, body) => {
    const payload = JSON.stringify(body);
    return post(
      types.SEAMLESS_WALLET_PATHS[call],
      {
        [types.SEAMLESS_VENDOR_HEADER]: vendor,
        [types.SEAMLESS_SIGNATURE_HEADER]: signature.signSeamlessBody(vendorSecret, payload),
      },
      payload,
    );
  };
}

// ---- invariants -----------------------------------------------------------------------------

/**
 * The ledger's own invariants, each a count of violations: the lines sum to zero, no entry is out
 * of balance or has no lines, every balance equals the sum of its lines, no member balance is
 * negative, no (scope, key) is applied twice.
 */
export async function ledgerInvariants(client) {
  return (
    await client.query(`
      SELECT
        (SELECT COALESCE(sum(amount), 0) <> 0 FROM journal_line)::int AS "ledger does not sum to zero",
        (SELECT count(*)::int FROM (SELECT entry_id FROM journal_line GROUP BY entry_id
           HAVING sum(amount) <> 0) e) AS "entries out of balance",
        (SELECT count(*)::int FROM journal_entry e
           WHERE NOT EXISTS (SELECT 1 FROM journal_line l WHERE l.entry_id = e.id))
          AS "entries without lines",
        (SELECT count(*)::int FROM ledger_account a
           WHERE a.balance <> (SELECT COALESCE(sum(l.amount), 0) FROM journal_line l
                               WHERE l.account_id = a.id)) AS "accounts off their lines",
        (SELECT count(*)::int FROM ledger_account
           WHERE member_id IS NOT NULL AND balance < 0) AS "negative member balances",
        (SELECT count(*)::int FROM (SELECT 1 FROM journal_entry
           GROUP BY idempotency_scope, idempotency_key HAVING count(*) > 1) d)
          AS "keys applied more than once"`)
  ).rows[0];
}

/**
 * How many members' MAIN + vendor wallets differ from `openingBalance` plus their net in cents
 * (`netByMember`: member id to payouts - stakes): transfers only move money between a member's
 * own wallets.
 */
export async function memberTotalsOff(client, members, openingBalance, netByMember) {
  const { rows } = await client.query(
    `SELECT member_id AS "memberId", (sum(balance) * 100)::bigint::text AS cents
     FROM ledger_account WHERE member_id = ANY($1) AND kind IN ('MAIN', 'VENDOR')
     GROUP BY member_id`,
    [members.map((member) => member.id)],
  );
  const opening = Math.round(Number(openingBalance) * 100);
  return (
    members.length -
    rows.filter((row) => Number(row.cents) === opening + (netByMember.get(row.memberId) ?? 0))
      .length
  );
}
