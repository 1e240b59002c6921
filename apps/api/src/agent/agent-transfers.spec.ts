import {
  AGENT_CENTRE_PATHS,
  DEFAULT_AGENT_SETTINGS,
  MEMBER_RECORD_PATHS,
  WITHDRAWAL_PATHS,
  type AgentTransferOverview,
  type AgentTransferPage,
} from '@wps/shared-types';
import { updateSite } from '../../test/support/access.js';
import { PAYMENT_PASSWORD, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

describe('agent centre: transfers to a direct downline', () => {
  let api: TestApp;
  let agent: string;
  let agentId: number;
  let merchantId: number;
  let sub: string;
  let member: string;
  let memberId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    ({ bearer: agent, memberId: agentId } = await moneyOutMember(
      api,
      'demo_agent',
      'Agent Name',
      'Agent1234',
    ));
    ({ bearer: sub } = await moneyOutMember(api, 'demo_subagent', 'Sub Name', 'Agent1234'));
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_agent_m1', 'Ahmad Faiz'));
    merchantId = (await api.prisma.member.findUniqueOrThrow({ where: { id: agentId } })).merchantId;
  });
  afterAll(() => api.close());

  const send = (body: object, key: string | null, bearer = agent) => {
    const call = api.http.post(AGENT_CENTRE_PATHS.transfers).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send({
      toAccount: 'demo_agent_m1',
      amount: '100.00',
      paymentPassword: PAYMENT_PASSWORD,
      ...body,
    });
  };
  const mains = async () => {
    const accounts = await api.prisma.ledgerAccount.findMany({ where: { kind: 'MAIN' } });
    return Object.fromEntries(
      accounts.map((account) => [account.memberId, account.balance.toFixed(2)]),
    );
  };
  const state = async () => ({
    mains: await mains(),
    transfers: await api.prisma.memberTransfer.count(),
    entries: await api.prisma.journalEntry.count({ where: { kind: 'MEMBER_TRANSFER' } }),
  });
  const overview = async (bearer = agent): Promise<AgentTransferOverview> =>
    (await api.http.get(AGENT_CENTRE_PATHS.transfers).set('authorization', bearer).expect(200)).body
      .value;
  const records = async (bearer = agent): Promise<AgentTransferPage> =>
    (
      await api.http
        .get(AGENT_CENTRE_PATHS.transferRecords)
        .set('authorization', bearer)
        .expect(200)
    ).body.value;

  it('answers both limits, what today used and the MAIN balance', async () => {
    expect(await overview()).toEqual({
      downline: { ...DEFAULT_AGENT_SETTINGS.downlineTransfer, usedAmount: '0.00' },
      upline: {
        account: null,
        minAmount: '10.00',
        maxAmount: '10000.00',
        dailyAmount: '50000.00',
        usedAmount: '0.00',
      },
      balance: '10000.00',
    });
    expect((await overview(sub)).upline.account).toBe('demo_agent');
  });

  it('moves the amount in one entry, once per key even when sent four times at once', async () => {
    const before = await mains();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => send({ amount: '250.50' }, 'agent-down-0001')),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.value.id)).size).toBe(1);
    expect(responses[0].body.value).toMatchObject({
      direction: 'TO_DOWNLINE',
      counterparty: 'demo_agent_m1',
      amount: '250.50',
    });
    const after = await mains();
    expect([after[agentId], after[memberId]]).toEqual([
      (Number(before[agentId]) - 250.5).toFixed(2),
      (Number(before[memberId]) + 250.5).toFixed(2),
    ]);
    expect(await api.prisma.journalEntry.count({ where: { kind: 'MEMBER_TRANSFER' } })).toBe(1);
    expect((await overview()).downline.usedAmount).toBe('250.50');
    const reused = await send({ amount: '10.00' }, 'agent-down-0001');
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('lists sent and received transfers of both directions, newest first, and both sides see them in their records', async () => {
    await api.http
      .post(WITHDRAWAL_PATHS.uplineTransfers)
      .set('authorization', member)
      .set('Idempotency-Key', 'member-up-0001')
      .send({ amount: '20.00', paymentPassword: PAYMENT_PASSWORD })
      .expect(200);
    await api.http
      .post(WITHDRAWAL_PATHS.uplineTransfers)
      .set('authorization', sub)
      .set('Idempotency-Key', 'sub-up-0001')
      .send({ amount: '30.00', paymentPassword: PAYMENT_PASSWORD })
      .expect(200);
    const page = await records();
    expect(page.totalCount).toBe(3);
    expect(page.list.map((row) => [row.direction, row.counterparty, row.amount])).toEqual([
      ['FROM_DOWNLINE', 'demo_subagent', '30.00'],
      ['FROM_DOWNLINE', 'demo_agent_m1', '20.00'],
      ['TO_DOWNLINE', 'demo_agent_m1', '250.50'],
    ]);
    expect((await records(sub)).list.map((row) => [row.direction, row.counterparty])).toEqual([
      ['TO_UPLINE', 'demo_agent'],
    ]);
    // The member's upline list stays its own transfers to the upline.
    const uplineList = await api.http
      .get(WITHDRAWAL_PATHS.uplineTransfers)
      .set('authorization', member)
      .expect(200);
    expect(uplineList.body.value.totalCount).toBe(1);

    const today = (await api.http.get(AGENT_CENTRE_PATHS.centre).set('authorization', agent)).body
      .value.today;
    const lines = async (bearer: string, type: string) =>
      (
        await api.http
          .get(MEMBER_RECORD_PATHS.transactions)
          .query({ from: today, to: today, type })
          .set('authorization', bearer)
          .expect(200)
      ).body.value.list.map((row: { amount: string }) => row.amount);
    expect(await lines(agent, 'TRANSFER_OUT')).toEqual(['-250.50']);
    expect(await lines(agent, 'TRANSFER_IN')).toEqual(['30.00', '20.00']);
    expect(await lines(member, 'TRANSFER_IN')).toEqual(['250.50']);
    expect(await lines(member, 'TRANSFER_OUT')).toEqual(['-20.00']);
  });

  it('refuses bad input, the limits, a wrong payment password, and anyone not a direct downline, changing nothing', async () => {
    await api.app.get(AgentSettingsRepository).replace(merchantId, {
      ...DEFAULT_AGENT_SETTINGS,
      downlineTransfer: { minAmount: '10.00', maxAmount: '1000.00', dailyAmount: '500.00' },
    });
    const before = await state();
    let keys = 0;
    const cases: [object, string | null, number, string, string | undefined][] = [
      [{ amount: '-1.00' }, 'k', 400, 'VALIDATION_FAILED', undefined],
      [{ amount: '0.00' }, 'k', 400, 'VALIDATION_FAILED', undefined],
      [{ amount: '9.99' }, 'k', 400, 'LIMIT_EXCEEDED', undefined],
      [{ amount: '1000.01' }, 'k', 400, 'LIMIT_EXCEEDED', undefined],
      // 250.50 of the day's 500.00 is used.
      [{ amount: '300.00' }, 'k', 400, 'LIMIT_EXCEEDED', undefined],
      [{ paymentPassword: '111111' }, 'k', 400, 'PAYMENT_PASSWORD_WRONG', undefined],
      [{ toAccount: 'demo_sub_m1' }, 'k', 404, 'NOT_FOUND', undefined],
      [{ toAccount: 'demo_member' }, 'k', 404, 'NOT_FOUND', undefined],
      [{ toAccount: 'nobody_here' }, 'k', 404, 'NOT_FOUND', undefined],
      [{ toAccount: 'demo_agent_m1' }, 'k', 404, 'NOT_FOUND', sub],
      [{ toAccount: 'demo_agent' }, 'k', 404, 'NOT_FOUND', sub],
      [{}, null, 400, 'VALIDATION_FAILED', undefined],
    ];
    for (const [body, key, status, code, bearer] of cases) {
      const response = await send(body, key && `agent-bad-${(keys += 1)}`, bearer);
      expect([JSON.stringify(body), response.status, response.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    expect(await state()).toEqual(before);
    await api.app.get(AgentSettingsRepository).replace(merchantId, DEFAULT_AGENT_SETTINGS);
  });

  it('refuses a plain member and more than the balance', async () => {
    const before = await state();
    const notAgent = await send({ toAccount: 'demo_agent' }, 'member-down-1', member);
    expect([notAgent.status, notAgent.body.code]).toEqual([403, 'NOT_AGENT']);
    const short = await send({ amount: '9900.00' }, 'agent-short-1');
    expect([short.status, short.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(await state()).toEqual(before);
  });
});
