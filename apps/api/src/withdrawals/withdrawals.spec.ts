import {
  CONSOLE_PAYMENT_PATHS,
  WITHDRAWAL_PATHS,
  type ConsoleWithdrawalPage,
  type WithdrawalLimits,
  type WithdrawalView,
  MEMBER_RECORD_PATHS,
  type AccountRecordRow,
  MAILBOX_PATHS,
  type MailboxPage,
} from '@wps/shared-types';
import { updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { PDF, picture } from '../../test/support/images.js';
import {
  PAYMENT_PASSWORD,
  bindBankAccount,
  holdsOffTheirWithdrawals,
  moneyOutMember,
} from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { JobRunner } from '../jobs/job-runner.js';
import { JobRunRepository } from '../jobs/job-run.repository.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import { AutoConfirmHandler } from './auto-confirm.handler.js';
import { AUTO_CONFIRM_JOB } from './auto-confirm.job.js';
import { WithdrawalsService } from './withdrawals.service.js';

const PATH = WITHDRAWAL_PATHS.withdrawals;
const QUEUE = CONSOLE_PAYMENT_PATHS.withdrawals;

describe('withdrawals', () => {
  const clock = new TestClock();
  let api: TestApp;
  let member: string;
  let memberId: number;
  let accountId: number;
  let finance: string;
  let finance2: string;
  let viewer: string;
  let keys = 0;
  const key = () => `withdrawal-test-${(keys += 1)}`;

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    // demo_member opens with 5,000.00 and no turnover requirement.
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_member', 'Siti Aminah'));
    accountId = await bindBankAccount(api, member, {
      accountNumber: '112233445566',
      holderName: 'Siti Aminah',
    });
    finance = await openConsoleSession(api.prisma, 'finance');
    const second = await api.prisma.operatorAccount.create({
      data: {
        merchantId: 1,
        username: 'finance_two',
        passwordHash: '-',
        role: 'FINANCE',
        mustChangePassword: false,
      },
    });
    finance2 = await openConsoleSession(api.prisma, second.username);
    viewer = await openConsoleSession(api.prisma, 'viewer');
    await withdrawalSettings({});
  });

  // The tests make more requests in a day than the default five.
  const withdrawalSettings = (settings: object) =>
    api.prisma.merchant.update({
      where: { id: 1 },
      data: { settings: { payments: { withdrawal: { dailyCount: 100, ...settings } } } },
    });
  afterAll(() => api.close());

  const request = (body: object, idempotencyKey: string | null = key(), bearer = member) => {
    const call = api.http.post(PATH).set('authorization', bearer);
    if (idempotencyKey) call.set('Idempotency-Key', idempotencyKey);
    return call.send({
      amount: '100.00',
      bankAccountId: accountId,
      paymentPassword: PAYMENT_PASSWORD,
      ...body,
    });
  };
  const balances = async (id = memberId) => {
    const accounts = await api.prisma.ledgerAccount.findMany({
      where: { memberId: id, kind: { in: ['MAIN', 'HOLD'] } },
    });
    const of = (kind: string) =>
      accounts.find((account) => account.kind === kind)?.balance.toFixed(2) ?? '0.00';
    return { main: of('MAIN'), hold: of('HOLD') };
  };
  const state = async () => ({
    balances: await balances(),
    withdrawals: await api.prisma.withdrawal.count({ where: { memberId } }),
    entries: await api.prisma.journalEntry.count({ where: { memberId } }),
  });
  const action = (id: number, name: string, cookie = finance) =>
    api.http.post(`${QUEUE}/${id}/${name}`).set(consoleHeaders(cookie));
  const mine = async (): Promise<WithdrawalView[]> =>
    (await api.http.get(PATH).set('authorization', member).expect(200)).body.value.list;
  /** The member's account record around today (whatever the operator's day is in UTC). */
  const accountRecord = async (): Promise<AccountRecordRow[]> => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await api.http
      .get(MEMBER_RECORD_PATHS.transactions)
      .query({ from: day(-1), to: day(1), pageSize: 100 })
      .set('authorization', member)
      .expect(200);
    return answer.body.value.list;
  };
  const expectInvariants = async () => {
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    expect(await holdsOffTheirWithdrawals(api.database.url)).toEqual([]);
  };

  it('puts the amount on hold at once, and a retry of the key answers the same request', async () => {
    const before = await balances();
    const idempotencyKey = key();
    const first = await request({ amount: '120.50' }, idempotencyKey);
    expect([first.status, first.body.code]).toEqual([200, undefined]);
    expect(first.body.value).toMatchObject({
      amount: '120.50',
      status: 'PENDING',
      bankName: 'Maybank',
      accountNumber: '**** 5566',
      holderName: 'Siti Aminah',
      receivedAmount: '0.00',
      remainingAmount: '120.50',
    });
    expect(await balances()).toEqual({
      main: (Number(before.main) - 120.5).toFixed(2),
      hold: (Number(before.hold) + 120.5).toFixed(2),
    });
    const retry = await request({ amount: '120.50' }, idempotencyKey).expect(200);
    expect(retry.body.value.id).toBe(first.body.value.id);
    const reused = await request({ amount: '99.00' }, idempotencyKey);
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await api.prisma.journalEntry.count({ where: { kind: 'WITHDRAWAL_HOLD' } })).toBe(1);
    await expectInvariants();
  });

  it('refuses bad input, limits, a wrong payment password and accounts not its own, changing nothing', async () => {
    const other = await moneyOutMember(api, 'demo_vip', 'Tan Ah Kow');
    const othersAccount = await bindBankAccount(api, other.bearer, {
      accountNumber: '998877665544',
      holderName: 'Tan Ah Kow',
    });
    const before = await state();
    const cases: [object, string | null, number, string, string?][] = [
      [{ amount: '-10.00' }, key(), 400, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '0' }, key(), 400, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '0.00' }, key(), 400, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '100.001' }, key(), 400, 'VALIDATION_FAILED', 'amount'],
      [{ amount: 100 }, key(), 400, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '49.99' }, key(), 400, 'LIMIT_EXCEEDED'],
      [{ amount: '50000.01' }, key(), 400, 'LIMIT_EXCEEDED'],
      [{ amount: '4900.00' }, key(), 400, 'INSUFFICIENT_FUNDS'],
      [{ paymentPassword: '000000' }, key(), 400, 'PAYMENT_PASSWORD_WRONG'],
      [{ bankAccountId: 999999 }, key(), 400, 'VALIDATION_FAILED', 'bankAccountId'],
      [{ bankAccountId: othersAccount }, key(), 400, 'VALIDATION_FAILED', 'bankAccountId'],
      [{}, null, 400, 'VALIDATION_FAILED', 'Idempotency-Key'],
    ];
    for (const [body, idempotencyKey, status, code, field] of cases) {
      const response = await request(body, idempotencyKey);
      expect([JSON.stringify(body), response.status, response.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
      if (field) expect(response.body.value.fields).toHaveProperty(field);
    }
    expect(await state()).toEqual(before);
    await expectInvariants();
  });

  it('refuses a withdrawal while the turnover requirement is not met, and shows what remains', async () => {
    await api.prisma.turnoverRequirement.create({
      data: {
        merchantId: 1,
        memberId,
        source: 'DEPOSIT',
        sourceId: 'withdrawal-test-deposit',
        amount: '300.00',
        required: '300.00',
        createdAt: new Date(clock.now() + 1),
      },
    });
    try {
      const before = await state();
      const response = await request({});
      expect([response.status, response.body.code]).toEqual([400, 'TURNOVER_NOT_MET']);
      expect(response.body.value).toEqual({
        required: '300.00',
        wagered: '0.00',
        remaining: '300.00',
      });
      const limits: WithdrawalLimits = (
        await api.http
          .get(WITHDRAWAL_PATHS.withdrawalLimits)
          .set('authorization', member)
          .expect(200)
      ).body.value;
      expect(limits.turnover.remaining).toBe('300.00');
      expect(await state()).toEqual(before);
    } finally {
      await api.prisma.turnoverRequirement.deleteMany({ where: { memberId } });
    }
  });

  it('counts the day’s requests and amount against the daily limits', async () => {
    const settings = { dailyCount: 3, dailyAmount: '400.00' };
    await withdrawalSettings(settings);
    const limits: WithdrawalLimits = (
      await api.http.get(WITHDRAWAL_PATHS.withdrawalLimits).set('authorization', member).expect(200)
    ).body.value;
    expect(limits).toMatchObject({ ...settings, usedCount: 1, usedAmount: '120.50' });
    const tooMuch = await request({ amount: '300.00' });
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.value]).toEqual([
      400,
      'LIMIT_EXCEEDED',
      { dailyAmount: '400.00', usedAmount: '120.50' },
    ]);
    await request({ amount: '50.00' }).expect(200);
    await request({ amount: '50.00' }).expect(200);
    const fourth = await request({ amount: '50.00' });
    expect([fourth.body.code, fourth.body.value]).toEqual(['LIMIT_EXCEEDED', { dailyCount: 3 }]);
    // A rejected request no longer counts.
    const [latest] = await mine();
    await action(latest.id, 'reject').send({ reason: 'Test' }).expect(200);
    await request({ amount: '50.00' }).expect(200);
    await withdrawalSettings({});
    await expectInvariants();
  });

  it('goes from pending to approved to paid, and the member confirms receipt', async () => {
    const created = (await request({ amount: '200.00' }).expect(200)).body.value as WithdrawalView;
    const before = await balances();
    const approved = await action(created.id, 'approve').expect(200);
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', decidedBy: 'finance' });
    // A payout proof that is no picture is refused, and the withdrawal stays approved and held.
    const notAPicture = await action(created.id, 'pay')
      .field('payoutReference', 'BANK-REF-0001')
      .attach('proof', PDF, { filename: 'slip.png', contentType: 'image/png' });
    expect([notAPicture.status, notAPicture.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await balances()).toEqual(before);
    expect(
      (await api.prisma.withdrawal.findUniqueOrThrow({ where: { id: created.id } })).status,
    ).toBe('APPROVED');
    const paid = await action(created.id, 'pay')
      .field('payoutReference', ' BANK-REF-0001 ')
      .attach('proof', picture('image/png'), { filename: 'slip.png', contentType: 'image/png' })
      .expect(200);
    expect(paid.body.value).toMatchObject({
      status: 'PAID',
      payoutReference: 'BANK-REF-0001',
      paidBy: 'finance',
      images: [{ position: 1, kind: 'PAYOUT', mimeType: 'image/png' }],
    });
    expect(await balances()).toEqual({
      main: before.main,
      hold: (Number(before.hold) - 200).toFixed(2),
    });
    const view = (await mine()).find((withdrawal) => withdrawal.id === created.id);
    expect(view).toMatchObject({
      status: 'PAID',
      receivedAmount: '200.00',
      remainingAmount: '0.00',
    });
    const mailbox = (await api.http.get(MAILBOX_PATHS.messages).set('authorization', member)).body
      .value as MailboxPage;
    expect(mailbox.list[0]).toMatchObject({
      template: 'withdrawal.paid',
      params: { amount: '200.00' },
      readAt: null,
    });
    const proof = await api.http
      .get(`${PATH}/${created.id}/images/1`)
      .set('authorization', member)
      .expect(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const received = await api.http
      .post(`${PATH}/${created.id}/received`)
      .set('authorization', member)
      .expect(200);
    expect(received.body.value).toMatchObject({ status: 'CONFIRMED', autoConfirmed: false });
    const hold = (await accountRecord()).find((line) => line.request?.id === created.id);
    expect(hold).toMatchObject({
      type: 'WITHDRAWAL',
      amount: '-200.00',
      request: { kind: 'WITHDRAWAL', id: created.id, status: 'CONFIRMED' },
    });
    const twice = await api.http
      .post(`${PATH}/${created.id}/received`)
      .set('authorization', member);
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    const trail = await api.prisma.operatorAudit.findMany({
      where: { target: `withdrawal:${created.id}` },
      orderBy: { id: 'asc' },
    });
    expect(
      trail.map((row) => [row.operatorUsername, (row.after as { status: string }).status]),
    ).toEqual([
      ['finance', 'APPROVED'],
      ['finance', 'PAID'],
    ]);
    await expectInvariants();
  });

  it('releases the hold when rejected, with the reason for the member', async () => {
    const created = (await request({ amount: '80.00' }).expect(200)).body.value as WithdrawalView;
    const before = await balances();
    const noReason = await action(created.id, 'reject').send({ reason: '  ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await action(created.id, 'reject').send({ reason: 'Account name differs' }).expect(200);
    expect(await balances()).toEqual({
      main: (Number(before.main) + 80).toFixed(2),
      hold: (Number(before.hold) - 80).toFixed(2),
    });
    const view = (await mine()).find((withdrawal) => withdrawal.id === created.id);
    expect(view).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Account name differs',
      receivedAmount: '0.00',
      remainingAmount: '0.00',
    });
    const pay = await action(created.id, 'pay').field('payoutReference', 'X');
    expect([pay.status, pay.body.code]).toEqual([409, 'CONFLICT']);
    // The account record shows the hold and its return, each with the request's state now.
    const lines = (await accountRecord()).filter((line) => line.request?.id === created.id);
    expect(lines.map((line) => [line.type, line.amount, line.request?.status])).toEqual([
      ['WITHDRAWAL_RETURNED', '80.00', 'REJECTED'],
      ['WITHDRAWAL', '-80.00', 'REJECTED'],
    ]);
    await expectInvariants();
  });

  describe('not received', () => {
    let paidId: number;
    const png = () => picture('image/png');

    beforeAll(async () => {
      paidId = ((await request({ amount: '60.00' }).expect(200)).body.value as WithdrawalView).id;
      await action(paidId, 'approve').expect(200);
      await action(paidId, 'pay').field('payoutReference', 'REF-60').expect(200);
    });

    const answer = (remark: string | null, images: [Buffer, string][]) => {
      const call = api.http.post(`${PATH}/${paidId}/not-received`).set('authorization', member);
      if (remark !== null) call.field('remark', remark);
      for (const [bytes, type] of images) {
        call.attach('images', bytes, {
          filename: `proof.${type.split('/')[1]}`,
          contentType: type,
        });
      }
      return call;
    };

    it('refuses a fourth image, a file that is no image, and a missing or long remark, changing nothing', async () => {
      const before = await api.prisma.withdrawal.findUniqueOrThrow({ where: { id: paidId } });
      const cases: [string | null, [Buffer, string][], string][] = [
        [
          'Not in my account',
          [
            [png(), 'image/png'],
            [png(), 'image/png'],
            [png(), 'image/png'],
            [png(), 'image/png'],
          ],
          'images',
        ],
        ['Not in my account', [[PDF, 'image/png']], 'images'],
        [null, [[png(), 'image/png']], 'remark'],
        ['x'.repeat(141), [], 'remark'],
      ];
      for (const [remark, images, field] of cases) {
        const response = await answer(remark, images);
        expect([field, response.status, response.body.code]).toEqual([
          field,
          400,
          'VALIDATION_FAILED',
        ]);
        expect(response.body.value.fields).toHaveProperty(field);
      }
      expect(await api.prisma.withdrawal.findUniqueOrThrow({ where: { id: paidId } })).toEqual(
        before,
      );
      expect(
        await api.prisma.withdrawalImage.count({
          where: { withdrawalId: paidId, kind: 'DISPUTE' },
        }),
      ).toBe(0);
    });

    it('opens a dispute with up to three proofs, which the operator settles with a note', async () => {
      const response = await answer('Nothing arrived in my account', [
        [png(), 'image/png'],
        [picture('image/jpeg'), 'image/jpeg'],
        [png(), 'image/png'],
      ]).expect(200);
      expect(response.body.value).toMatchObject({
        status: 'DISPUTED',
        disputeRemark: 'Nothing arrived in my account',
        images: [
          { position: 1, kind: 'DISPUTE', mimeType: 'image/png' },
          { position: 2, kind: 'DISPUTE', mimeType: 'image/jpeg' },
          { position: 3, kind: 'DISPUTE', mimeType: 'image/png' },
        ],
      });
      const disputes: ConsoleWithdrawalPage = (
        await api.http.get(QUEUE).query({ status: 'DISPUTED' }).set('cookie', viewer).expect(200)
      ).body.value;
      expect(disputes.list.map((row) => row.id)).toEqual([paidId]);
      const image = await api.http
        .get(`${QUEUE}/${paidId}/images/2`)
        .set('cookie', viewer)
        .expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const readerResolves = await action(paidId, 'resolve', viewer).send({ note: 'x' });
      expect([readerResolves.status, readerResolves.body.code]).toEqual([403, 'FORBIDDEN']);
      const resolved = await action(paidId, 'resolve')
        .send({ note: 'The bank confirmed the transfer on 25 Nov' })
        .expect(200);
      expect(resolved.body.value).toMatchObject({ status: 'RESOLVED', resolvedBy: 'finance' });
      await expectInvariants();
    });
  });

  it('lets two operators acting at once decide once', async () => {
    const created = (await request({ amount: '70.00' }).expect(200)).body.value as WithdrawalView;
    const approvals = await Promise.all(
      [finance, finance2, finance, finance2].map((cookie) => action(created.id, 'approve', cookie)),
    );
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    const decisions = await Promise.all([
      action(created.id, 'pay', finance).field('payoutReference', 'RACE-1'),
      action(created.id, 'reject', finance2).send({ reason: 'Race' }),
      action(created.id, 'pay', finance2).field('payoutReference', 'RACE-2'),
    ]);
    expect(decisions.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const entries = await api.prisma.journalEntry.findMany({
      where: {
        idempotencyKey: String(created.id),
        kind: { in: ['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RELEASE'] },
      },
    });
    expect(entries).toHaveLength(1);
    await expectInvariants();
  });

  it('holds exactly the open requests when many come at once with money for only some', async () => {
    // demo_agent_m2 opens with 1,000.00: ten of the fifteen requests of 100.00 fit.
    const { bearer, memberId: id } = await moneyOutMember(api, 'demo_agent_m2', 'Lim Mei Ling');
    const bankAccountId = await bindBankAccount(api, bearer, {
      accountNumber: '776655443322',
      holderName: 'Lim Mei Ling',
    });
    // The payment password counts each try before checking it, so fifteen tries at one moment
    // would lock it: that is its own test's concern, not the hold's.
    jest.spyOn(api.app.get(PaymentPasswordService), 'verify').mockResolvedValue();
    const withdrawals = api.app.get(WithdrawalsService);
    const caller = {
      memberId: id,
      merchantId: 1,
      sessionId: 'x',
      isAgent: 0,
      passwordChangeRequired: false,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, index) =>
        withdrawals.request(
          caller,
          { amount: '100.00', bankAccountId, paymentPassword: PAYMENT_PASSWORD },
          `burst-${index}-of-15`,
        ),
      ),
    );
    jest.restoreAllMocks();
    const outcomes = results.map((result) =>
      result.status === 'fulfilled' ? 'OK' : (result.reason as { code: string }).code,
    );
    expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome !== 'OK')).toEqual(
      Array(5).fill('INSUFFICIENT_FUNDS'),
    );
    expect(await balances(id)).toEqual({ main: '0.00', hold: '1000.00' });
    await expectInvariants();
  });

  it('lists the queue with filters and totals for the operator', async () => {
    const all: ConsoleWithdrawalPage = (
      await api.http
        .get(QUEUE)
        .query({ account: 'demo_mem', pageSize: 2 })
        .set('cookie', viewer)
        .expect(200)
    ).body.value;
    const rows = await api.prisma.withdrawal.findMany({ where: { memberId } });
    expect(all.total).toBe(rows.length);
    expect(all.list).toHaveLength(2);
    expect(all.list[0].accountNumber).toBe('112233445566');
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    expect(all.totalAmount).toBe(sum.toFixed(2));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      clock.now(),
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const none: ConsoleWithdrawalPage = (
      await api.http
        .get(QUEUE)
        .query({ from: tomorrow, to: tomorrow })
        .set('cookie', viewer)
        .expect(200)
    ).body.value;
    expect([none.total, none.totalAmount]).toEqual([0, '0.00']);
    const bad = await api.http
      .get(QUEUE)
      .query({ status: 'LOST', from: 'yesterday' })
      .set('cookie', viewer);
    expect(Object.keys(bad.body.value.fields).sort()).toEqual(['from', 'status']);
  });

  it('confirms an unanswered payout by itself after the operator’s minutes, once across instances', async () => {
    const created = (await request({ amount: '55.00' }).expect(200)).body.value as WithdrawalView;
    await action(created.id, 'approve').expect(200);
    await action(created.id, 'pay').field('payoutReference', 'AUTO-1').expect(200);
    // A second instance's runner of the same job, on the same database.
    const second = new JobRunner(new JobRunRepository(api.prisma), clock);
    second.register(AUTO_CONFIRM_JOB, api.app.get(AutoConfirmHandler));
    // Not yet: the default is 60 minutes.
    clock.advance(30 * 60_000);
    await api.app.get(JobRunner).check(AUTO_CONFIRM_JOB.id);
    expect(
      (await api.prisma.withdrawal.findUniqueOrThrow({ where: { id: created.id } })).status,
    ).toBe('PAID');
    clock.advance(31 * 60_000 + AUTO_CONFIRM_JOB.periodMs);
    await Promise.all([
      api.app.get(JobRunner).check(AUTO_CONFIRM_JOB.id),
      second.check(AUTO_CONFIRM_JOB.id),
    ]);
    const row = await api.prisma.withdrawal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ status: 'CONFIRMED', autoConfirmed: true });
    const view = (await mine()).find((withdrawal) => withdrawal.id === created.id);
    expect(view).toMatchObject({
      status: 'CONFIRMED',
      autoConfirmed: true,
      receivedAmount: '55.00',
    });
    const runs = await api.prisma.jobRun.findMany({
      where: { jobId: AUTO_CONFIRM_JOB.id, status: 'SUCCEEDED' },
    });
    expect(new Set(runs.map((run) => run.periodStart.getTime())).size).toBe(runs.length);
    await expectInvariants();
  });
});
