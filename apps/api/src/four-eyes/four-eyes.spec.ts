import {
  CONSOLE_BONUS_PATHS,
  CONSOLE_FOUR_EYES_PATHS,
  CONSOLE_PATHS,
  CONSOLE_PAYMENT_PATHS,
  REFUSED_ACCESS_ACTION,
  WITHDRAWAL_PATHS,
  type ConsoleWithdrawalRow,
  type FourEyesApprovalView,
  type OperatorRole,
  type WithdrawalView,
} from '@wps/shared-types';
import { generateSecret } from 'otplib';
import type { Response } from 'supertest';
import { updateSite } from '../../test/support/access.js';
import {
  consoleHeaders,
  demoOperator,
  openConsoleSession,
  totpCode,
} from '../../test/support/console.js';
import {
  PAYMENT_PASSWORD,
  bindBankAccount,
  holdsOffTheirWithdrawals,
  moneyOutMember,
} from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';

const QUEUE = CONSOLE_PAYMENT_PATHS.withdrawals;

const expectOk = (response: Response) =>
  expect([response.status, response.body.message]).toEqual([200, 'OK']);

/** A signed-in operator with its own authenticator, as the second approver needs one. */
interface Operator {
  cookie: string;
  secret: string;
}

describe('four-eyes', () => {
  const clock = new TestClock();
  let api: TestApp;
  let member: string;
  let memberId: number;
  let bankAccountId: number;
  let finance: Operator;
  let cashier: Operator;
  let owner: Operator;
  let director: Operator;
  let support: Operator;
  let keys = 0;
  const key = () => `four-eyes-test-${(keys += 1)}`;

  /** A new operator of `role` with an authenticator of its own. */
  const newOperator = async (username: string, role: OperatorRole): Promise<Operator> => {
    const secret = generateSecret();
    await api.prisma.operatorAccount.create({
      data: {
        merchantId: 1,
        username,
        passwordHash: '-',
        role,
        totpSecret: secret,
        mustChangePassword: false,
      },
    });
    return { cookie: await openConsoleSession(api.prisma, username), secret };
  };
  const seeded = async (username: string, role: OperatorRole): Promise<Operator> => ({
    cookie: await openConsoleSession(api.prisma, username),
    secret: (await demoOperator(role)).totpSecret,
  });

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    // demo_member opens with 5,000.00 and no turnover requirement.
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_member', 'Siti Aminah'));
    bankAccountId = await bindBankAccount(api, member, {
      accountNumber: '112233445566',
      holderName: 'Siti Aminah',
    });
    await api.prisma.merchant.update({
      where: { id: 1 },
      data: { settings: { payments: { withdrawal: { dailyCount: 100 } } } },
    });
    finance = await seeded('finance', 'FINANCE');
    owner = await seeded('owner', 'OWNER');
    cashier = await newOperator('cashier_two', 'FINANCE');
    director = await newOperator('director_two', 'OWNER');
    support = await newOperator('support_two', 'SUPPORT');
  });
  afterAll(() => api.close());
  // Each approval takes the operator's next code: a code is good once.
  beforeEach(() => clock.advance(30_000));

  const post = (path: string, operator: Operator, body: object = {}, idempotencyKey?: string) => {
    const request = api.http.post(path).set(consoleHeaders(operator.cookie));
    return (idempotencyKey ? request.set('idempotency-key', idempotencyKey) : request).send(body);
  };
  const approve = async (id: number, operator: Operator) =>
    post(CONSOLE_FOUR_EYES_PATHS.approve(id), operator, {
      code: await totpCode(operator.secret, clock),
    });
  const withdraw = async (amount: string): Promise<WithdrawalView> => {
    const answer = await api.http
      .post(WITHDRAWAL_PATHS.withdrawals)
      .set('authorization', member)
      .set('Idempotency-Key', key())
      .send({ amount, bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expectOk(answer);
    return answer.body.value;
  };
  const firstApproval = async (id: number, operator = finance): Promise<ConsoleWithdrawalRow> =>
    (await post(`${QUEUE}/${id}/approve`, operator).expect(200)).body.value;
  const pay = (id: number, reference: string) =>
    api.http
      .post(`${QUEUE}/${id}/pay`)
      .set(consoleHeaders(finance.cookie))
      .field('payoutReference', reference);
  const setThreshold = async (limit24h: string | null, limit30d: string | null) => {
    const proposed = await api.http
      .put(CONSOLE_FOUR_EYES_PATHS.settings)
      .set(consoleHeaders(owner.cookie))
      .send({ limit24h, limit30d })
      .expect(200);
    expectOk(await approve(proposed.body.value.id, director));
    clock.advance(30_000);
  };
  const monitor = (monitored: boolean) =>
    post(`${CONSOLE_PATHS.members}/${memberId}/monitoring`, support, { monitored }).expect(200);
  const entriesOf = (kind: 'ADJUSTMENT' | 'BONUS_GRANT') =>
    api.prisma.journalEntry.count({ where: { memberId, kind } });
  const expectInvariants = async () => {
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    expect(await holdsOffTheirWithdrawals(api.database.url)).toEqual([]);
  };

  it('lets only an owner propose a threshold, and only another owner approve it', async () => {
    const refused = await api.http
      .put(CONSOLE_FOUR_EYES_PATHS.settings)
      .set(consoleHeaders(finance.cookie))
      .send({ limit24h: '1.00', limit30d: null });
    expect(refused.status).toBe(403);
    const bad = await api.http
      .put(CONSOLE_FOUR_EYES_PATHS.settings)
      .set(consoleHeaders(owner.cookie))
      .send({ limit24h: '-5', limit30d: null });
    expect(bad.status).toBe(400);

    const proposed = await api.http
      .put(CONSOLE_FOUR_EYES_PATHS.settings)
      .set(consoleHeaders(owner.cookie))
      .send({ limit24h: '1000', limit30d: '3000' })
      .expect(200);
    const change = proposed.body.value as FourEyesApprovalView;
    expect(change).toMatchObject({ kind: 'THRESHOLD_CHANGE', status: 'AWAITING_SECOND' });
    const settings = async () =>
      (await api.http.get(CONSOLE_FOUR_EYES_PATHS.settings).set('cookie', owner.cookie)).body.value;
    expect((await settings()).threshold).toEqual({ limit24h: null, limit30d: null });
    expect((await settings()).pendingChanges.map((row: { id: number }) => row.id)).toEqual([
      change.id,
    ]);

    // The same owner, a finance operator: neither may approve it.
    const same = await approve(change.id, owner);
    expect([same.status, same.body.code]).toEqual([403, 'FOUR_EYES_SAME_OPERATOR']);
    expect((await approve(change.id, cashier)).status).toBe(403);
    // Both refusals are in the audit trail, as the route guard's are.
    const refusals = await api.prisma.operatorAudit.findMany({
      where: { action: { startsWith: `${REFUSED_ACCESS_ACTION} POST` } },
      orderBy: { id: 'asc' },
    });
    expect(refusals.map((row) => [row.operatorUsername, row.reason])).toEqual([
      ['owner', 'A second operator must approve: you gave the first approval'],
      ['cashier_two', 'Your role does not allow this'],
    ]);
    // A wrong code changes nothing.
    const wrong = await post(CONSOLE_FOUR_EYES_PATHS.approve(change.id), director, {
      code: '000000',
    });
    expect(wrong.body.code).toBe('OPERATOR_CODE_INVALID');
    expect((await settings()).threshold).toEqual({ limit24h: null, limit30d: null });

    expectOk(await approve(change.id, director));
    expect(await settings()).toEqual({
      threshold: { limit24h: '1000.00', limit30d: '3000.00' },
      pendingChanges: [],
    });
    const trail = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `approval:${change.id}`, action: { contains: '/approve' } },
    });
    expect(trail).toMatchObject({
      operatorUsername: 'director_two',
      after: { status: 'APPROVED', kind: 'THRESHOLD_CHANGE' },
    });
  });

  it('needs two for a split payout over the rolling limit', async () => {
    await setThreshold('1000', null);
    const first = await withdraw('600.00');
    expect((await firstApproval(first.id)).status).toBe('APPROVED');

    // The second half passes the 24-hour total: it waits for a second operator.
    const second = await withdraw('600.00');
    const waiting = await firstApproval(second.id);
    expect(waiting.status).toBe('PENDING');
    expect(waiting.approval).toMatchObject({
      status: 'AWAITING_SECOND',
      reasons: ['ROLLING_24H'],
      firstOperator: 'finance',
      amount: '600.00',
    });
    const again = await post(`${QUEUE}/${second.id}/approve`, cashier);
    expect(again.status).toBe(409);
    expect((await pay(second.id, 'X-1')).status).toBe(409);

    const approvalId = waiting.approval!.id;
    const same = await approve(approvalId, finance);
    expect([same.status, same.body.code]).toEqual([403, 'FOUR_EYES_SAME_OPERATOR']);
    // Support may not approve a payout: the payout's permission is finance's.
    expect((await approve(approvalId, support)).status).toBe(403);
    expectOk(await approve(approvalId, cashier));
    const detail = (
      await api.http.get(`${QUEUE}/${second.id}`).set('cookie', finance.cookie).expect(200)
    ).body.value as ConsoleWithdrawalRow;
    expect(detail).toMatchObject({ status: 'APPROVED', decidedBy: 'cashier_two' });
    expect(detail.approval).toMatchObject({ status: 'APPROVED', secondOperator: 'cashier_two' });
    expectOk(await pay(second.id, 'X-2'));
    await expectInvariants();
  });

  it('posts once when ten operators approve at once', async () => {
    await monitor(true);
    const before = await entriesOf('ADJUSTMENT');
    const requested = await post(
      `${CONSOLE_PATHS.members}/${memberId}/adjustments`,
      support,
      { amount: '12.34', reason: 'goodwill' },
      key(),
    ).expect(200);
    expect(requested.body.value).toMatchObject({
      entryId: null,
      approval: { status: 'AWAITING_SECOND', reasons: ['MONITORED'] },
    });
    expect(await entriesOf('ADJUSTMENT')).toBe(before);

    const approvers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => newOperator(`approver_${index}`, 'SUPPORT')),
    );
    const id = requested.body.value.approval.id as number;
    const answers = await Promise.all(approvers.map((approver) => approve(id, approver)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
    expect(await entriesOf('ADJUSTMENT')).toBe(before + 1);
    await monitor(false);
    await expectInvariants();
  });

  it('ends a payout in one final state when approve races reject', async () => {
    await monitor(true);
    for (const round of [1, 2, 3]) {
      const created = await withdraw('50.00');
      const waiting = await firstApproval(created.id);
      const id = waiting.approval!.id;
      const [approved, rejected, queueReject] = await Promise.all([
        approve(id, cashier),
        post(CONSOLE_FOUR_EYES_PATHS.reject(id), director, { reason: `race ${round}` }),
        post(`${QUEUE}/${created.id}/reject`, finance, { reason: `queue ${round}` }),
      ]);
      // The approval is decided once: approved, rejected, or closed by the queue's rejection.
      expect([approved, rejected].filter((answer) => answer.ok).length).toBeLessThanOrEqual(1);
      const withdrawal = await api.prisma.withdrawal.findUniqueOrThrow({
        where: { id: created.id },
      });
      const approval = await api.prisma.fourEyesApproval.findUniqueOrThrow({ where: { id } });
      if (approved.ok) {
        expect(approval.status).toBe('APPROVED');
        // An approved withdrawal may still be rejected from the queue before it is paid: when
        // the queue's rejection came second, both stand, one after the other.
        expect(withdrawal.status).toBe(queueReject.ok ? 'REJECTED' : 'APPROVED');
      } else {
        expect(approval.status).toBe('REJECTED');
        expect(withdrawal.status).toBe('REJECTED');
        expect([rejected, queueReject].filter((answer) => answer.ok)).toHaveLength(1);
      }
      clock.advance(30_000);
    }
    await monitor(false);
    await expectInvariants();
  });

  it('holds a bonus grant over the threshold for a second operator, and pays it once', async () => {
    await setThreshold('100', '500');
    const before = await entriesOf('BONUS_GRANT');
    // Under the threshold, one operator is enough.
    const small = await post(
      CONSOLE_BONUS_PATHS.bonuses,
      finance,
      { memberId, amount: '5.00', turnoverMultiplier: 1, reason: 'birthday' },
      key(),
    );
    expect(small.body.value.approval).toBeNull();
    expect(small.body.value.bonusId).not.toBeNull();
    const grantKey = key();
    const grant = () =>
      post(
        CONSOLE_BONUS_PATHS.bonuses,
        finance,
        { memberId, amount: '150.00', turnoverMultiplier: 2, reason: 'loyalty' },
        grantKey,
      ).expect(200);
    const held = (await grant()).body.value;
    expect(held).toMatchObject({
      bonusId: null,
      approval: { kind: 'BONUS_GRANT', reasons: ['ROLLING_24H'] },
    });
    // A retry of the same click finds the same approval.
    expect((await grant()).body.value.approval.id).toBe(held.approval.id);
    expectOk(await approve(held.approval.id, cashier));
    expect(await entriesOf('BONUS_GRANT')).toBe(before + 2);
    const bonus = await api.prisma.memberBonus.findFirstOrThrow({
      where: { memberId, source: 'MANUAL', amount: '150.00' },
    });
    expect(bonus.amount.toFixed(2)).toBe('150.00');
    // The retry after the approval answers the bonus paid, and pays nothing more.
    expect((await grant()).body.value.bonusId).toBe(String(bonus.id));
    expect(await entriesOf('BONUS_GRANT')).toBe(before + 2);

    // A rejected grant pays nothing.
    const rejectedGrant = await post(
      CONSOLE_BONUS_PATHS.bonuses,
      finance,
      { memberId, amount: '400.00', turnoverMultiplier: 1, reason: 'too much' },
      key(),
    ).expect(200);
    await post(CONSOLE_FOUR_EYES_PATHS.reject(rejectedGrant.body.value.approval.id), cashier, {
      reason: 'no',
    }).expect(200);
    expect(await entriesOf('BONUS_GRANT')).toBe(before + 2);
    await setThreshold(null, null);
    await expectInvariants();
  });
});
