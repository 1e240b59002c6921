import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  SEAMLESS_WALLET_PATHS,
} from '@wps/shared-types';
import pg from 'pg';
import type { PrismaClient } from '../../src/database/prisma.factory.js';
import type { AccountHandle } from '../../src/ledger/entry-kinds.js';
import type { LedgerService } from '../../src/ledger/ledger.service.js';
import { signSeamlessBody } from '../../src/wallet/seamless-signature.js';
import type { TestApp } from './test-app.js';

export type SeamlessCall = keyof typeof SEAMLESS_WALLET_PATHS;

/** A seeded member with their MAIN wallet and their wallet at MG. */
export interface MemberWallets {
  id: number;
  main: AccountHandle;
  vendor: AccountHandle;
}

/**
 * The first `count` seeded members (by id) of one operator, each with their MAIN wallet (opened
 * by the seed) and a wallet at MG (opened empty when new).
 */
export async function seededMemberWallets(
  prisma: PrismaClient,
  ledger: LedgerService,
  count: number,
): Promise<{ merchantId: number; mg: { id: number; code: string }; members: MemberWallets[] }> {
  const mg = await prisma.vendor.findFirstOrThrow({ where: { code: 'MG' } });
  const rows = await prisma.member.findMany({ orderBy: { id: 'asc' }, take: count });
  const merchantId = rows[0].merchantId;
  const members: MemberWallets[] = [];
  for (const row of rows) {
    members.push({
      id: row.id,
      main: await ledger.memberAccount(merchantId, row.id, 'MAIN'),
      vendor: await ledger.memberAccount(merchantId, row.id, 'VENDOR', mg),
    });
  }
  return { merchantId, mg, members };
}

/**
 * The secret of a seeded vendor in tests: the test template replaces each vendor's random secret
 * with this one (global-setup.ts), so a test signs without reading the database.
 */
export function testVendorSecret(vendorCode: string): string {
  return `test-seamless-secret:${vendorCode}`;
}

/** The headers a vendor sends with `body`, signed with its secret (the test template's). */
export function seamlessHeaders(
  vendorCode: string,
  body: string,
  secret = testVendorSecret(vendorCode),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SEAMLESS_VENDOR_HEADER]: vendorCode,
    [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, body),
  };
}

/** A signed seamless-wallet call, as the vendor's game server makes it. */
export function seamlessRequest(
  api: TestApp,
  vendorCode: string,
  call: SeamlessCall,
  payload: object,
) {
  const body = JSON.stringify(payload);
  return api.http
    .post(SEAMLESS_WALLET_PATHS[call])
    .set(seamlessHeaders(vendorCode, body))
    .send(body);
}

export interface TestRound {
  vendor: string;
  playerToken: string;
  gameCode: string;
  roundId: string;
  stake: string;
  /** The credit closing the round ("0" for a loss); null leaves the round open. */
  payout: string | null;
}

/** A round as a vendor's game server plays it: a debit, then the closing credit. */
export async function playRound(api: TestApp, round: TestRound): Promise<void> {
  const { vendor, payout, stake, ...common } = round;
  const calls: [SeamlessCall, object][] = [
    ['debit', { ...common, transactionId: `${round.roundId}:debit`, amount: stake }],
  ];
  if (payout !== null) {
    calls.push([
      'credit',
      { ...common, transactionId: `${round.roundId}:credit`, amount: payout, roundClosed: true },
    ]);
  }
  for (const [call, body] of calls) {
    const response = await seamlessRequest(api, vendor, call, body);
    if (response.status !== 200) {
      throw new Error(`${call} ${round.roundId}: ${JSON.stringify(response.body)}`);
    }
  }
}

export interface LedgerCheck {
  /** Sum of every journal line: zero when debits equal credits. */
  total: string;
  entriesOutOfBalance: number;
  /** Accounts whose stored balance differs from the sum of their lines. */
  accountsOffTheirLines: number;
  negativeMemberAccounts: number;
}

/** Reads the ledger's invariants straight from the database. */
export async function checkLedger(databaseUrl: string): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<LedgerCheck>(`
      SELECT
        (SELECT COALESCE(sum(amount), 0)::text FROM journal_line) AS total,
        (SELECT count(*)::int FROM (SELECT entry_id FROM journal_line GROUP BY entry_id
           HAVING sum(amount) <> 0) e) AS "entriesOutOfBalance",
        (SELECT count(*)::int FROM ledger_account a
           WHERE a.balance <> (SELECT COALESCE(sum(l.amount), 0) FROM journal_line l
                               WHERE l.account_id = a.id)) AS "accountsOffTheirLines",
        (SELECT count(*)::int FROM ledger_account
           WHERE member_id IS NOT NULL AND balance < 0) AS "negativeMemberAccounts"`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export const BALANCED_LEDGER: LedgerCheck = {
  // At the ledger's six decimals: the sum of every line of every operator.
  total: '0.000000',
  entriesOutOfBalance: 0,
  accountsOffTheirLines: 0,
  negativeMemberAccounts: 0,
};
