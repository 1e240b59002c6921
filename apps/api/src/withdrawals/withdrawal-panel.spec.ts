import {
  CONSOLE_DEPOSIT_PATHS,
  CONSOLE_PATHS,
  CONSOLE_PAYMENT_PATHS,
  CONSOLE_WITHDRAWAL_ACTIONS as ACTIONS,
  DEVICE_ID_HEADER,
  WITHDRAWAL_PATHS,
  type ConsoleWithdrawalPanel,
  type WithdrawalView,
} from '@wps/shared-types';
import { registration, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { depositRequest, pngProof, seededChannel } from '../../test/support/deposits.js';
import { PAYMENT_PASSWORD, bindBankAccount, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const PASSWORD = 'Secret123';
const QUEUE = CONSOLE_PAYMENT_PATHS.withdrawals;

describe('the withdrawal decision panel', () => {
  let api: TestApp;
  let finance: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    // Deposits ask no turnover here, so the member may withdraw right after one.
    await api.prisma.merchant.update({
      where: { id: 1 },
      data: { settings: { payments: { depositTurnoverMultiplier: 0 } } },
    });
    finance = await openConsoleSession(api.prisma, 'finance');
  });
  afterAll(() => api.close());

  const register = async (username: string, device: string) => {
    await api.http
      .put('/wps/member/register')
      .set(DEVICE_ID_HEADER, device)
      .send(registration({ username, password: PASSWORD, confirmPassword: PASSWORD }))
      .expect(200);
  };
  const panelOf = async (id: number) =>
    (await api.http.get(`${QUEUE}/${id}/${ACTIONS.panel}`).set(consoleHeaders(finance)).expect(200))
      .body.value as ConsoleWithdrawalPanel;

  it('shows in one answer what the decision rests on; a rejection carries its category to the member', async () => {
    const device = 'panel-device-0000000000001';
    await register('panelone1', device);
    await register('paneltwo2', device);
    const { bearer, memberId } = await moneyOutMember(api, 'panelone1', 'Siti Panel', PASSWORD);
    const accountId = await bindBankAccount(api, bearer, {
      accountNumber: '5566778899',
      holderName: 'Siti Panel',
    });

    // An operator's credit, then a deposit of 200.00 that is approved and never played.
    await api.http
      .post(`${CONSOLE_PATHS.members}/${memberId}/adjustments`)
      .set({ ...consoleHeaders(finance), 'idempotency-key': 'panel-adjust-0001' })
      .send({ amount: '300.00', reason: 'goodwill' })
      .expect(200);
    const channel = await seededChannel(api, 'BANK_TRANSFER');
    const deposit = await depositRequest(
      api,
      bearer,
      { channelId: String(channel.id), amount: '200.00' },
      [pngProof()],
    ).expect(200);
    await api.http
      .post(`${CONSOLE_DEPOSIT_PATHS.deposits}/${deposit.body.value.id}/approve`)
      .set(consoleHeaders(finance))
      .expect(200);

    const created = await api.http
      .post(WITHDRAWAL_PATHS.withdrawals)
      .set({ authorization: bearer, 'idempotency-key': 'panel-withdrawal-01' })
      .send({ amount: '150.00', bankAccountId: accountId, paymentPassword: PAYMENT_PASSWORD })
      .expect(200);
    const id = (created.body.value as WithdrawalView).id;

    const panel = await panelOf(id);
    expect(panel).toMatchObject({
      withdrawalId: id,
      turnover: { required: '0.00', wagered: '0.00', remaining: '0.00' },
      identityStatus: 'NOT_VERIFIED',
      holderName: { memberName: 'Siti Panel', holderName: 'Siti Panel', matches: true },
      firstWithdrawal: true,
      recentCredits: [{ kind: 'ADJUSTMENT', count: 1, total: '300.00' }],
      depositPlay: { depositAmount: '200.00', staked: '0.00', littlePlay: true },
    });
    expect(panel.queueSeconds).toBeGreaterThanOrEqual(0);
    expect(panel.linkedAccounts.total).toBe(1);
    expect(panel.linkedAccounts.list[0]).toMatchObject({
      account: 'paneltwo2',
      // Both registered from the test's loopback address as well.
      shared: [
        { kind: 'DEVICE', value: '********0001' },
        { kind: 'ADDRESS', value: '*****.0.1' },
      ],
    });

    // A real name that differs from the account holder's (case and spaces do not count).
    await api.prisma.member.update({ where: { id: memberId }, data: { payeeName: 'siti  PANEL' } });
    expect((await panelOf(id)).holderName.matches).toBe(true);
    await api.prisma.member.update({ where: { id: memberId }, data: { payeeName: 'Siti Other' } });
    expect((await panelOf(id)).holderName.matches).toBe(false);

    // A rejection: the category is one of the list, and the member's record carries it.
    const reject = (body: object) =>
      api.http.post(`${QUEUE}/${id}/${ACTIONS.reject}`).set(consoleHeaders(finance)).send(body);
    const unknown = await reject({ category: 'WHATEVER', reason: 'No' }).expect(400);
    expect(unknown.body.value.fields).toHaveProperty('category');
    await reject({ category: 'LINKED_ACCOUNTS', reason: 'Shares a device' }).expect(200);
    const mine = await api.http.get(WITHDRAWAL_PATHS.withdrawals).set('authorization', bearer);
    expect(mine.body.value.list[0]).toMatchObject({
      id,
      status: 'REJECTED',
      rejectCategory: 'LINKED_ACCOUNTS',
      rejectReason: 'Shares a device',
    });
    // Decided: the time in the queue stops at the decision.
    const decided = await panelOf(id);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await panelOf(id)).queueSeconds).toBe(decided.queueSeconds);
  });

  it('answers 404 for a withdrawal of no site of the operator', async () => {
    await api.http.get(`${QUEUE}/999999/${ACTIONS.panel}`).set(consoleHeaders(finance)).expect(404);
  });
});
