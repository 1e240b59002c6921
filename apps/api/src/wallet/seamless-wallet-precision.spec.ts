import {
  MEMBER_RECORD_PATHS,
  WALLET_PATHS,
  type AccountRecordResponse,
  type BetRecordResponse,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger, seamlessRequest } from '../../test/support/wallet.js';
import { GameSessionService } from './game-session.service.js';

const ZONE = 'Asia/Kuala_Lumpur';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

// An operator whose currency is outside ISO 4217 and allows four decimals (a stablecoin site, or
// a vendor paying in 1/10000 units): the ledger keeps every 0.0001, and the site shows four.
describe('seamless wallet of a four-decimal currency', () => {
  let api: TestApp;
  let token: string;
  let pgGame: string;
  let member: string;

  beforeAll(async () => {
    api = await createTestApp();
    // Before the first ledger call: the API reads an operator's currency once.
    await updateSite(api, {
      sliderVerification: false,
      currencyCode: 'USDT',
      currencyDecimals: 4,
    });
    const memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } }))
      .id;
    pgGame = (await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } }))
      .gameCode;
    token = (await api.app.get(GameSessionService).open(memberId, 'PG', pgGame)).playerToken;
    member = await bearerFor(api, 'demo_vip', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  const call = async (path: 'balance' | 'debit' | 'credit', body: object, status = 200) => {
    const response = await seamlessRequest(api, 'PG', path, {
      playerToken: token,
      ...(path === 'balance' ? {} : { gameCode: pgGame }),
      ...body,
    });
    expect(response.status).toBe(status);
    return response.body;
  };
  const balance = async () => (await call('balance', {})).value.balance as string;

  it('answers balances with the currency four decimals', async () => {
    expect((await call('balance', {})).value).toEqual({ balance: '50000.0000', currency: 'USDT' });
  });

  it('debits and credits 0.0001 exactly, and a retry written otherwise is the same call', async () => {
    const debited = await call('debit', {
      transactionId: 'p-d1',
      roundId: 'p-r1',
      amount: '0.0001',
    });
    expect(debited.value.balance).toBe('49999.9999');
    const again = await call('debit', {
      transactionId: 'p-d1',
      roundId: 'p-r1',
      amount: '0.00010',
    });
    expect(again.value).toEqual(debited.value);

    const credited = await call('credit', {
      transactionId: 'p-c1',
      roundId: 'p-r1',
      amount: '0.0003',
      roundClosed: true,
    });
    expect(credited.value.balance).toBe('50000.0002');
    const round = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: 'p-r1' } });
    expect([round.stake.toFixed(), round.payout.toFixed(), round.status]).toEqual([
      '0.0001',
      '0.0003',
      'SETTLED',
    ]);
    const win = await api.prisma.gameWin.findUniqueOrThrow({ where: { transactionId: 'PG:p-c1' } });
    expect(win.winAmount.toFixed()).toBe('0.0003');
  });

  it('refuses an amount finer than the currency allows, and changes nothing', async () => {
    for (const amount of ['0.00001', '1.000001']) {
      const refused = await call(
        'debit',
        { transactionId: 'p-fine', roundId: 'p-r2', amount },
        400,
      );
      expect(refused).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: {
          fields: { amount: ['amount is finer than USDT allows (4 decimals at most)'] },
        },
      });
    }
    // More than the ledger's six decimals is not an amount at all.
    const malformed = await call(
      'debit',
      { transactionId: 'p-fine', roundId: 'p-r2', amount: '0.0000001' },
      400,
    );
    expect(malformed.code).toBe('VALIDATION_FAILED');
    expect(await balance()).toBe('50000.0002');
    expect(await api.prisma.betRecord.count({ where: { roundId: 'p-r2' } })).toBe(0);
    // Nothing was stored under the refused id: the vendor may send it again, right this time.
    const fixed = await call('debit', { transactionId: 'p-fine', roundId: 'p-r2', amount: '0.5' });
    expect(fixed.value.balance).toBe('49999.5002');
  });

  it('shows the member the same four decimals in the wallet and the records', async () => {
    const wallet = await api.http
      .get(WALLET_PATHS.balance)
      .set('authorization', member)
      .expect(200);
    expect(wallet.body.value).toMatchObject({ sumBalance: '49999.5002', currency: 'USDT' });
    expect(wallet.body.value.wallets[0]).toEqual({ vendor: 'MAIN', balance: '49999.5002' });

    const records = await api.http
      .get(MEMBER_RECORD_PATHS.transactions)
      .query({ from: today, to: today })
      .set('authorization', member)
      .expect(200);
    const lines = (records.body.value as AccountRecordResponse).list;
    expect(lines.map((line) => [line.amount, line.balanceAfter])).toEqual([
      ['-0.5000', '49999.5002'],
      ['0.0003', '50000.0002'],
      ['-0.0001', '49999.9999'],
      // The seeded opening balance.
      ['50000.0000', '50000.0000'],
    ]);

    const bets = await api.http
      .get(MEMBER_RECORD_PATHS.bets)
      .query({ from: today, to: today })
      .set('authorization', member)
      .expect(200);
    const settled = (bets.body.value as BetRecordResponse).list.find(
      (bet) => bet.roundId === 'p-r1',
    );
    expect(settled).toMatchObject({ stake: '0.0001', payout: '0.0003', winLoss: '0.0002' });
  });

  it('keeps the ledger balanced', async () => {
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});

// A currency without minor units (ISO 4217: JPY 0): whole amounts only, from vendors and members.
describe('wallet of a currency without decimals', () => {
  let api: TestApp;
  let token: string;
  let pgGame: string;
  let member: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false, currencyCode: 'JPY' });
    const memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } }))
      .id;
    pgGame = (await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } }))
      .gameCode;
    token = (await api.app.get(GameSessionService).open(memberId, 'PG', pgGame)).playerToken;
    member = await bearerFor(api, 'demo_vip', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  const tooFine = {
    code: 'VALIDATION_FAILED',
    value: { fields: { amount: ['amount is finer than JPY allows (0 decimals at most)'] } },
  };

  it('takes whole amounts and answers them without decimals', async () => {
    const debited = await seamlessRequest(api, 'PG', 'debit', {
      playerToken: token,
      gameCode: pgGame,
      transactionId: 'y-d1',
      roundId: 'y-r1',
      amount: '100',
    });
    expect([debited.status, debited.body.value.balance]).toEqual([200, '49900']);
  });

  it('refuses a fraction of a yen from a vendor and from a member, changing nothing', async () => {
    const refused = await seamlessRequest(api, 'PG', 'debit', {
      playerToken: token,
      gameCode: pgGame,
      transactionId: 'y-d2',
      roundId: 'y-r2',
      amount: '0.5',
    });
    // The vendor's refusal also carries the wallet, as every seamless refusal does.
    expect([refused.status, refused.body]).toEqual([
      400,
      expect.objectContaining({
        ...tooFine,
        value: { ...tooFine.value, balance: '49900', currency: 'JPY' },
      }),
    ]);
    const transfer = await api.http
      .post(WALLET_PATHS.transfer)
      .set('authorization', member)
      .set('Idempotency-Key', 'yen-transfer-1')
      .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: '10.50' });
    expect([transfer.status, transfer.body]).toEqual([400, expect.objectContaining(tooFine)]);
    const wallet = await api.http.get(WALLET_PATHS.balance).set('authorization', member);
    expect(wallet.body.value).toMatchObject({ sumBalance: '49900', currency: 'JPY' });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});
