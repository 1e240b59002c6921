import {
  DEMO_OPENING_BALANCE,
  WALLET_PATHS,
  type ConsolidatedFundsResponse,
  type WalletBalanceResponse,
  type WalletTransferResponse,
} from '@wps/shared-types';
import pg from 'pg';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { readSeedFiles } from '../seed/seed-files.js';
import { seedOpeningBalances } from '../seed/seed-wallets.js';

describe('wallet: balances and transfers', () => {
  let api: TestApp;
  let member: string;
  let demo: string;
  let keyNumber = 0;
  const newKey = () => `wallet-spec-${++keyNumber}`;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'wallet-test', gatewayVersion: 3 })
      .expect(200);
    demo = `Bearer ${freePlay.body.value.token}`;
  });
  afterAll(async () => {
    await api.close();
  });

  const balance = async (bearer = member): Promise<WalletBalanceResponse> =>
    (await api.http.get(WALLET_PATHS.balance).set('authorization', bearer).expect(200)).body.value;

  const transfer = (body: object, key: string | null = newKey(), bearer = member) => {
    const request = api.http.post(WALLET_PATHS.transfer).set('authorization', bearer);
    return (key === null ? request : request.set('Idempotency-Key', key)).send(body);
  };

  it('needs a login for the balance, the transfer and the consolidated funds', async () => {
    await api.http.get(WALLET_PATHS.balance).expect(401);
    await api.http.get(WALLET_PATHS.consolidatedFunds).expect(401);
    await api.http.post(WALLET_PATHS.transfer).send({ direction: 'ALL_TO_MAIN' }).expect(401);
  });

  it('answers the seeded opening balance on MAIN', async () => {
    expect(await balance()).toEqual({
      sumBalance: '5000.00',
      currency: 'MYR',
      demo: false,
      wallets: [{ vendor: 'MAIN', balance: '5000.00' }],
    });
  });

  it('says the operator is not single-wallet while it has transfer-wallet vendors', async () => {
    const answer = await api.http.get(WALLET_PATHS.merchantWallet).expect(200);
    expect(answer.body.value).toEqual({ isSingle: false });
    const transferVendors = await api.prisma.vendor.findMany({ where: { walletType: 'TRANSFER' } });
    await api.prisma.vendor.updateMany({
      where: { walletType: 'TRANSFER' },
      data: { walletType: 'SEAMLESS' },
    });
    const single = await api.http.get(WALLET_PATHS.merchantWallet).expect(200);
    expect(single.body.value).toEqual({ isSingle: true });
    await api.prisma.vendor.updateMany({
      where: { id: { in: transferVendors.map((vendor) => vendor.id) } },
      data: { walletType: 'TRANSFER' },
    });
  });

  it('moves money to a vendor wallet and back, keeping the sum', async () => {
    const toVendor = await transfer({ direction: 'TO_VENDOR', vendor: 'MG', amount: '100.5' });
    expect(toVendor.status).toBe(200);
    expect(toVendor.body.value).toMatchObject({
      direction: 'TO_VENDOR',
      amount: '100.50',
      wallets: [
        { vendor: 'MAIN', balance: '4899.50' },
        { vendor: 'MG', balance: '100.50' },
      ],
    } satisfies Partial<WalletTransferResponse>);
    const fromVendor = await transfer({ direction: 'FROM_VENDOR', vendor: 'MG', amount: '0.50' });
    expect(fromVendor.body.value.wallets).toEqual([
      { vendor: 'MAIN', balance: '4900.00' },
      { vendor: 'MG', balance: '100.00' },
    ]);
    const after = await balance();
    expect(after.sumBalance).toBe('5000.00');
    expect(after.wallets).toEqual([
      { vendor: 'MAIN', balance: '4900.00' },
      { vendor: 'MG', balance: '100.00' },
    ]);
  });

  it('answers a retry with the first result and refuses the key with another body', async () => {
    const key = newKey();
    const body = { direction: 'TO_VENDOR', vendor: 'PT', amount: '10' };
    const first = await transfer(body, key).expect(200);
    // "10" and "10.00" are the same request.
    const retry = await transfer({ ...body, amount: '10.00' }, key).expect(200);
    expect(retry.body.value).toEqual(first.body.value);
    const reused = await transfer({ ...body, amount: '11' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    const ptWallet = (await balance()).wallets.find((wallet) => wallet.vendor === 'PT');
    expect(ptWallet?.balance).toBe('10.00');
  });

  it('applies a request sent many times at once exactly once', async () => {
    const key = newKey();
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        transfer({ direction: 'TO_VENDOR', vendor: 'JOKER', amount: '7.25' }, key),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.body.value.transferId)).size).toBe(1);
    const after = await balance();
    const main = (wallets: WalletBalanceResponse) =>
      wallets.wallets.find((wallet) => wallet.vendor === 'MAIN')!.balance;
    expect(Number(main(before)) - Number(main(after))).toBeCloseTo(7.25, 2);
  });

  it('brings every vendor wallet back to MAIN, and answers zero when all are empty', async () => {
    const all = await transfer({ direction: 'ALL_TO_MAIN' }).expect(200);
    expect(all.body.value.amount).toBe('117.25');
    expect(all.body.value.wallets[0]).toEqual({ vendor: 'MAIN', balance: '5000.00' });
    expect(
      all.body.value.wallets.slice(1).map((wallet: { balance: string }) => wallet.balance),
    ).toEqual(['0.00', '0.00', '0.00']);
    const again = await transfer({ direction: 'ALL_TO_MAIN' }).expect(200);
    expect(again.body.value).toMatchObject({
      amount: '0.00',
      wallets: [{ vendor: 'MAIN', balance: '5000.00' }],
    });
  });

  it('refuses bad transfers with the right code', async () => {
    const missingKey = await transfer({ direction: 'ALL_TO_MAIN' }, null);
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.value.fields).toHaveProperty('Idempotency-Key');
    for (const body of [
      { direction: 'TO_VENDOR', vendor: 'MG', amount: '1.005' },
      { direction: 'TO_VENDOR', vendor: 'MG', amount: 1.5 },
      { direction: 'TO_VENDOR', vendor: 'MG', amount: '0' },
      { direction: 'TO_VENDOR', vendor: 'MG' },
      { direction: 'SIDEWAYS', vendor: 'MG', amount: '1' },
      { direction: 'ALL_TO_MAIN', amount: '1' },
    ]) {
      const refused = await transfer(body);
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const seamlessVendor = await transfer({ direction: 'TO_VENDOR', vendor: 'PG', amount: '1' });
    expect([seamlessVendor.status, seamlessVendor.body.code]).toEqual([404, 'NOT_FOUND']);
    const tooMuch = await transfer({ direction: 'TO_VENDOR', vendor: 'MG', amount: '5000.01' });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    const emptyVendor = await transfer({ direction: 'FROM_VENDOR', vendor: 'AG', amount: '1' });
    expect(emptyVendor.body.code).toBe('INSUFFICIENT_FUNDS');
    await api.prisma.vendor.update({ where: { code: 'SBO' }, data: { maintenance: true } });
    const closed = await transfer({ direction: 'TO_VENDOR', vendor: 'SBO', amount: '1' });
    expect([closed.status, closed.body.code]).toEqual([503, 'GAME_MAINTENANCE']);
    await api.prisma.vendor.update({ where: { code: 'SBO' }, data: { maintenance: false } });
    expect((await balance()).sumBalance).toBe('5000.00');
  });

  it('lists MAIN and every transfer-wallet vendor in the consolidated funds', async () => {
    await transfer({ direction: 'TO_VENDOR', vendor: 'AG', amount: '250' }).expect(200);
    const answer = await api.http
      .get(WALLET_PATHS.consolidatedFunds)
      .set('authorization', member)
      .expect(200);
    const funds = answer.body.value as ConsolidatedFundsResponse;
    const transferVendors = await api.prisma.vendor.findMany({
      where: { walletType: 'TRANSFER', enabled: true },
    });
    expect(funds).toMatchObject({
      currency: 'MYR',
      currencySymbol: 'RM',
      sumBalance: '5000.00',
      mainBalance: '4750.00',
      vendorBalance: '250.00',
      inPlay: '0.00',
    });
    expect(funds.wallets).toHaveLength(transferVendors.length + 1);
    expect(funds.wallets[0]).toEqual({
      vendor: 'MAIN',
      name: 'MAIN',
      maintenance: false,
      balance: '4750.00',
    });
    expect(funds.wallets.find((wallet) => wallet.vendor === 'AG')).toMatchObject({
      balance: '250.00',
    });
  });

  it('gives a demo account play money only, and no transfers or member centre', async () => {
    const first = await balance(demo);
    expect(first).toEqual({
      sumBalance: DEMO_OPENING_BALANCE,
      currency: 'MYR',
      demo: true,
      wallets: [{ vendor: 'DEMO', balance: DEMO_OPENING_BALANCE }],
    });
    await Promise.all([balance(demo), balance(demo)]);
    expect(await api.prisma.journalEntry.count({ where: { kind: 'DEMO_GRANT' } })).toBe(1);
    const refused = await transfer({ direction: 'ALL_TO_MAIN' }, newKey(), demo);
    expect([refused.status, refused.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    const funds = await api.http.get(WALLET_PATHS.consolidatedFunds).set('authorization', demo);
    expect(funds.status).toBe(403);
  });

  it('pays the seeded opening balances once, however often the seed runs', async () => {
    const files = await readSeedFiles();
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    expect(await seedOpeningBalances(api.prisma, merchant.id, files.demoAccounts)).toBe(0);
    expect((await balance()).sumBalance).toBe('5000.00');
  });

  it('keeps the ledger balanced', async () => {
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  describe('the database itself', () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: api.database.url });
      await client.connect();
    });
    afterAll(async () => {
      await client.end();
    });

    it('refuses a negative member balance, even from direct SQL', async () => {
      await expect(
        client.query(`UPDATE ledger_account SET balance = -0.01 WHERE kind = 'MAIN'`),
      ).rejects.toThrow(/ledger_account_balance_check/);
      // House accounts are the operator's side and may be below zero.
      await client.query('BEGIN');
      await client.query(`UPDATE ledger_account SET balance = -1 WHERE kind = 'HOUSE_CASH'`);
      await client.query('ROLLBACK');
    });

    it('refuses an entry whose lines do not sum to zero, at commit', async () => {
      const [account] = (
        await client.query<{ id: number; merchant_id: number }>(
          `SELECT id, merchant_id FROM ledger_account WHERE kind = 'HOUSE_CASH'`,
        )
      ).rows;
      await client.query('BEGIN');
      const entry = await client.query<{ id: string }>(
        `INSERT INTO journal_entry (merchant_id, kind, idempotency_scope, idempotency_key, request_hash)
         VALUES ($1, 'ADJUSTMENT', 'test', 'unbalanced', 'x') RETURNING id`,
        [account.merchant_id],
      );
      await client.query(
        `INSERT INTO journal_line (entry_id, account_id, amount, balance_after) VALUES ($1, $2, 5, 0)`,
        [entry.rows[0].id, account.id],
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/does not balance/);
    });

    it('never changes or deletes a posted line', async () => {
      await expect(client.query('UPDATE journal_line SET amount = 0')).rejects.toThrow(
        /append-only/,
      );
      await expect(client.query('DELETE FROM journal_entry')).rejects.toThrow(/append-only/);
    });
  });
});
