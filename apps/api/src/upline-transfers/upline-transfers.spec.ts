import {
  WITHDRAWAL_PATHS,
  type UplineTransferOverview,
  type UplineTransferPage,
} from '@wps/shared-types';
import { updateSite } from '../../test/support/access.js';
import { PAYMENT_PASSWORD, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';

const PATH = WITHDRAWAL_PATHS.uplineTransfers;

describe('transfers to the upline', () => {
  let api: TestApp;
  let member: string;
  let memberId: number;
  let uplineId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    // demo_agent_m1 (1,000.00) sits under demo_agent.
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_agent_m1', 'Ahmad Faiz'));
    uplineId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } })).id;
  });
  afterAll(() => api.close());

  const send = (body: object, key: string | null, bearer = member) => {
    const call = api.http.post(PATH).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send({ amount: '100.00', paymentPassword: PAYMENT_PASSWORD, ...body });
  };
  const mains = async () => {
    const accounts = await api.prisma.ledgerAccount.findMany({
      where: { memberId: { in: [memberId, uplineId] }, kind: 'MAIN' },
    });
    const of = (id: number) =>
      accounts.find((account) => account.memberId === id)?.balance.toFixed(2);
    return { member: of(memberId), upline: of(uplineId) };
  };
  const state = async () => ({
    mains: await mains(),
    transfers: await api.prisma.memberTransfer.count(),
    entries: await api.prisma.journalEntry.count({ where: { kind: 'MEMBER_TRANSFER' } }),
  });

  it("shows the upline's account and nickname and the limits", async () => {
    const overview: UplineTransferOverview = (
      await api.http.get(`${PATH}/overview`).set('authorization', member).expect(200)
    ).body.value;
    expect(overview).toEqual({
      upline: { account: 'demo_agent', nickname: 'Demo Agent' },
      minAmount: '10.00',
      maxAmount: '10000.00',
      dailyAmount: '50000.00',
      usedAmount: '0.00',
    });
  });

  it("moves the amount from the member's MAIN to the upline's in one entry, once per key even when retried at once", async () => {
    const before = await mains();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => send({ amount: '150.25' }, 'upline-retry-0001')),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.value.id)).size).toBe(1);
    expect(responses[0].body.value).toMatchObject({
      amount: '150.25',
      upline: { account: 'demo_agent', nickname: 'Demo Agent' },
    });
    expect(await mains()).toEqual({
      member: (Number(before.member) - 150.25).toFixed(2),
      upline: (Number(before.upline) + 150.25).toFixed(2),
    });
    expect(await api.prisma.journalEntry.count({ where: { kind: 'MEMBER_TRANSFER' } })).toBe(1);
    const page: UplineTransferPage = (
      await api.http.get(PATH).set('authorization', member).expect(200)
    ).body.value;
    expect(page).toMatchObject({ totalCount: 1, list: [{ amount: '150.25' }] });
    const reused = await send({ amount: '10.00' }, 'upline-retry-0001');
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('refuses bad input, the limits, a wrong payment password and more than the balance, changing nothing', async () => {
    await api.prisma.merchant.update({
      where: { id: 1 },
      data: { settings: { payments: { uplineTransfer: { dailyAmount: '400.00' } } } },
    });
    const before = await state();
    let keys = 0;
    const cases: [object, string | null, number, string][] = [
      [{ amount: '-1.00' }, 'k', 400, 'VALIDATION_FAILED'],
      [{ amount: '0.00' }, 'k', 400, 'VALIDATION_FAILED'],
      [{ amount: '10.005' }, 'k', 400, 'VALIDATION_FAILED'],
      [{ amount: '9.99' }, 'k', 400, 'LIMIT_EXCEEDED'],
      [{ amount: '10000.01' }, 'k', 400, 'LIMIT_EXCEEDED'],
      [{ amount: '300.00' }, 'k', 400, 'LIMIT_EXCEEDED'],
      [{ paymentPassword: '111111' }, 'k', 400, 'PAYMENT_PASSWORD_WRONG'],
      [{}, null, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, key, status, code] of cases) {
      const response = await send(body, key && `upline-bad-${(keys += 1)}`);
      expect([JSON.stringify(body), response.status, response.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    await api.prisma.merchant.update({ where: { id: 1 }, data: { settings: {} } });
    const short = await send({ amount: '900.00' }, 'upline-short-1');
    expect([short.status, short.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(await state()).toEqual(before);
  });

  it('tells a member without an upline that it has none', async () => {
    const agent = await moneyOutMember(api, 'demo_agent', 'Agent Name', 'Agent1234');
    const overview: UplineTransferOverview = (
      await api.http.get(`${PATH}/overview`).set('authorization', agent.bearer).expect(200)
    ).body.value;
    expect(overview.upline).toBeNull();
    const before = await state();
    const response = await send({}, 'upline-none-1', agent.bearer);
    expect([response.status, response.body.code]).toEqual([400, 'NO_UPLINE']);
    expect(response.body.message).toMatch(/no upline/);
    expect(await state()).toEqual(before);
  });
});
