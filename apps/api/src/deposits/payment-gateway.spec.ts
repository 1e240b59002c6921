import {
  DEPOSIT_PATHS,
  PAYMENT_GATEWAY_PATHS,
  PAYMENT_GATEWAY_SIGNATURE_HEADER,
  PROTECTION_PATHS,
  type DepositChannel,
  type DepositEntry,
  type PaymentGatewayCallback,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { depositRequest, seededChannel, signedCallback } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { DepositExpiryHandler } from './deposit-expiry.handler.js';

describe('online deposits through the sandbox payment gateway', () => {
  let api: TestApp;
  let member: string;
  let memberId: number;
  let onlineId: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    onlineId = String((await seededChannel(api, 'ONLINE')).id);
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });
  });
  afterAll(() => api.close());

  const payOnline = async (amount: string) => {
    const response = await depositRequest(api, member, { channelId: onlineId, amount }).expect(200);
    const entry = response.body.value as DepositEntry;
    const row = await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } });
    return { entry, reference: row.gatewayReference! };
  };
  const callbackOf = (
    entry: DepositEntry,
    reference: string,
    overrides: Partial<PaymentGatewayCallback> = {},
  ): PaymentGatewayCallback => ({
    reference,
    merchantReference: String(entry.id),
    amount: entry.amount,
    currency: 'MYR',
    status: 'PAID',
    timestamp: Math.floor(Date.now() / 1000),
    ...overrides,
  });
  const statusOf = async (id: number) =>
    (await api.prisma.deposit.findUniqueOrThrow({ where: { id } })).status;
  const deposits = (id: number) =>
    api.prisma.journalEntry.count({ where: { kind: 'DEPOSIT', idempotencyKey: String(id) } });
  const mainBalance = async () =>
    Number(
      (await api.prisma.ledgerAccount.findFirst({ where: { memberId, kind: 'MAIN' } }))?.balance ??
        0,
    );

  it('pays through the hosted page: the signed callback approves it and MAIN rises once', async () => {
    const { entry } = await payOnline('88.80');
    expect(entry).toMatchObject({ status: 'PENDING', channelType: 'ONLINE' });
    expect(entry.paymentUrl).toMatch(/^\/sandbox-gateway\/pay\/SBX-/);
    const expiry = new Date(entry.expiresAt).getTime() - new Date(entry.createdAt).getTime();
    expect(expiry).toBe(30 * 60_000);
    const page = await api.http.get(entry.paymentUrl!).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('MYR 88.80');
    expect(page.text).toContain('Approve payment');
    const before = await mainBalance();
    const answer = await api.http
      .post(`${entry.paymentUrl}/approve`)
      .set('content-type', 'text/plain')
      .send('decision=approve')
      .expect(303);
    expect(answer.headers.location).toBe('/');
    expect(await statusOf(entry.id)).toBe('APPROVED');
    expect(await mainBalance()).toBeCloseTo(before + 88.8, 2);
    expect(await deposits(entry.id)).toBe(1);
    // The payer clicks again: the sandbox sends the same decision, the site posts nothing new.
    await api.http
      .post(`${entry.paymentUrl}/decline`)
      .set('content-type', 'text/plain')
      .send('x')
      .expect(303);
    expect(await statusOf(entry.id)).toBe('APPROVED');
    expect(await deposits(entry.id)).toBe(1);
    const mine = await api.http.get(DEPOSIT_PATHS.deposits).set('authorization', member);
    expect(mine.body.value.list[0]).toMatchObject({
      id: entry.id,
      status: 'APPROVED',
      paymentUrl: null,
    });
    const done = await api.http.get(entry.paymentUrl!).expect(200);
    expect(done.text).toContain('Sandbox payment paid');
  });

  it('a declined payment is rejected and moves nothing', async () => {
    const { entry } = await payOnline('15.00');
    const before = await mainBalance();
    await api.http
      .post(`${entry.paymentUrl}/decline`)
      .set('content-type', 'text/plain')
      .send('d')
      .expect(303);
    expect(await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Declined at the payment gateway',
      decidedBy: 'sandbox-gateway',
    });
    expect(await mainBalance()).toBe(before);
  });

  it('a forged, mismatched or stale callback changes nothing', async () => {
    const { entry, reference } = await payOnline('42.00');
    const body = JSON.stringify(callbackOf(entry, reference));
    const forged = await api.http
      .post(PAYMENT_GATEWAY_PATHS.callback)
      .set('content-type', 'application/json')
      .set(PAYMENT_GATEWAY_SIGNATURE_HEADER, '0'.repeat(64))
      .send(body);
    expect([forged.status, forged.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    const unsigned = await api.http
      .post(PAYMENT_GATEWAY_PATHS.callback)
      .set('content-type', 'application/json')
      .send(body);
    expect(unsigned.status).toBe(401);
    const otherSecret = await signedCallback(
      api,
      callbackOf(entry, reference),
      'another-secret-of-a-good-length-for-a-gateway',
    );
    expect(otherSecret.status).toBe(401);
    const moreMoney = await signedCallback(
      api,
      callbackOf(entry, reference, { amount: '4200.00' }),
    );
    expect([moreMoney.status, moreMoney.body.code]).toEqual([400, 'BAD_REQUEST']);
    const otherCurrency = await signedCallback(
      api,
      callbackOf(entry, reference, { currency: 'USD' }),
    );
    expect(otherCurrency.status).toBe(400);
    const otherDeposit = await signedCallback(
      api,
      callbackOf(entry, reference, { merchantReference: String(entry.id + 1000) }),
    );
    expect(otherDeposit.status).toBe(404);
    const old = await signedCallback(
      api,
      callbackOf(entry, reference, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect([old.status, old.body.message]).toEqual([400, 'The callback is too old']);
    const unknown = await signedCallback(api, callbackOf(entry, 'SBX-unknown'));
    expect(unknown.status).toBe(404);
    expect(await statusOf(entry.id)).toBe('PENDING');
    expect(await deposits(entry.id)).toBe(0);
  });

  it('a callback repeated in parallel posts once, and a late one after expiry posts nothing', async () => {
    const paid = await Promise.all([payOnline('10.10'), payOnline('20.20'), payOnline('30.30')]);
    const answers = await Promise.all(
      paid.flatMap(({ entry, reference }) =>
        Array.from({ length: 6 }, () => signedCallback(api, callbackOf(entry, reference))),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const outcomes = answers.map((answer) => answer.body.value.outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'APPROVED')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'ALREADY_DECIDED')).toHaveLength(15);
    for (const { entry } of paid) expect(await deposits(entry.id)).toBe(1);

    const { entry, reference } = await payOnline('55.00');
    const row = await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } });
    await api.app
      .get(DepositExpiryHandler)
      .run({ start: new Date(0), end: row.expiresAt }, new AbortController().signal);
    const late = await signedCallback(api, callbackOf(entry, reference)).expect(200);
    expect(late.body.value).toEqual({ outcome: 'ALREADY_DECIDED' });
    expect(await statusOf(entry.id)).toBe('EXPIRED');
    expect(await deposits(entry.id)).toBe(0);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it("online payments started at once cannot together pass the member's deposit limit", async () => {
    const limited = await bearerFor(api, 'demo_vip', 'Demo1234');
    await api.http
      .put(PROTECTION_PATHS.limits)
      .set('authorization', limited)
      .send({ kind: 'DEPOSIT_DAY', value: '100.00' })
      .expect(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        depositRequest(api, limited, { channelId: onlineId, amount: '30.00' }),
      ),
    );
    // Not yet paid, the first three already hold 90.00 of the 100.00 a day.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect([refused.status, refused.body.code]).toEqual([400, 'DEPOSIT_LIMIT_REACHED']);
    }
    const vip = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    expect(await api.prisma.deposit.count({ where: { memberId: vip.id } })).toBe(3);
  });

  it('without the sandbox, online deposits are not offered and its page is gone', async () => {
    const { entry } = await payOnline('12.00');
    const closed = await createTestApp({
      database: api.database,
      environment: { PAYMENT_GATEWAY_SANDBOX: 'false' },
    });
    try {
      await closed.http.get(entry.paymentUrl!).expect(404);
      const channels = await closed.http.get(DEPOSIT_PATHS.channels).set('authorization', member);
      expect(
        (channels.body.value as DepositChannel[]).map((channel) => channel.type),
      ).not.toContain('ONLINE');
      const refused = await depositRequest(closed, member, { channelId: onlineId, amount: '12' });
      expect(refused.body.value.fields).toEqual({
        channelId: ['This deposit method is not available'],
      });
    } finally {
      await closed.close();
    }
  });
});
