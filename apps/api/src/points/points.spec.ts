import {
  CONSOLE_POINTS_PATHS,
  POINT_PATHS,
  type ConsolePointOrder,
  type PointBalance,
  type PointExchangeOrder,
  type PointExchangeOrderPage,
  type PointHistoryPage,
  type PointsSettings,
} from '@wps/shared-types';
import { updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { moneyOutMember, PAYMENT_PASSWORD } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  playRound,
  seamlessRequest,
} from '../../test/support/wallet.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { PointsEarningHandler } from './points-earning.handler.js';

// demo_points has 50,000 seeded points; the seed converts 100 points to 1.00, at least 100.
describe('points', () => {
  let api: TestApp;
  let member: string;
  let memberId: number;
  let other: string;
  let otherId: number;
  let support: string;

  const balance = async (bearer = member): Promise<PointBalance> =>
    (await api.http.get(POINT_PATHS.balance).set('authorization', bearer).expect(200)).body.value;
  const main = async (id = memberId) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId: id, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const goods = (code: string) =>
    api.prisma.pointGoods.findFirstOrThrow({ where: { code }, select: { id: true, stock: true } });
  const orderCount = () => api.prisma.pointOrder.count();
  // The refusal cases leave wrong payment passwords on the member's count, and parallel checks may
  // hold at most the tries left (the lockout's guard against guessing in parallel): a burst of
  // double clicks starts from none, as a member's does after a right password.
  const clearPaymentPasswordTries = () =>
    api.prisma.member.update({ where: { id: memberId }, data: { paymentPasswordFailures: 0 } });
  const convert = (body: object, key: string | null, bearer = member) => {
    const call = api.http.post(POINT_PATHS.convert).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send(body);
  };
  const redeem = (body: object, key: string | null, bearer = member) => {
    const call = api.http.post(POINT_PATHS.redeem).query({ language: 'EN' });
    call.set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send({ paymentPassword: PAYMENT_PASSWORD, ...body });
  };
  const orders = async (bearer = member): Promise<PointExchangeOrderPage> =>
    (
      await api.http
        .get(POINT_PATHS.redeemList)
        .query({ language: 'EN' })
        .set('authorization', bearer)
        .expect(200)
    ).body.value;
  const consoleOrders = async (status?: string): Promise<ConsolePointOrder[]> =>
    (
      await api.http
        .get(CONSOLE_POINTS_PATHS.orders)
        .query(status ? { status } : {})
        .set(consoleHeaders(support))
        .expect(200)
    ).body.value.list;
  const idOf = async (transactionNo: string) =>
    (await consoleOrders()).find((order) => order.transactionNo === transactionNo)!.id;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_points', 'Points Member'));
    ({ bearer: other, memberId: otherId } = await moneyOutMember(api, 'demo_member', 'Demo'));
    support = await openConsoleSession(api.prisma, 'support');
  });
  afterAll(() => api.close());

  it('answers the seeded points, the rules and the points details', async () => {
    expect(await balance()).toEqual({ points: 50_000, onHold: 0 });
    const config = await api.http.get(POINT_PATHS.config).set('authorization', member).expect(200);
    expect(config.body.value).toEqual({
      earningEnabled: true,
      pointsPerTurnover: '1',
      conversionEnabled: true,
      cashPerPoint: '0.01',
      minimumConversionPoints: 100,
    });
    const history = await api.http.get(POINT_PATHS.reward).set('authorization', member).expect(200);
    expect((history.body.value as PointHistoryPage).list).toEqual([
      expect.objectContaining({ kind: 'EARNED', points: 50_000, balanceAfter: 50_000 }),
    ]);
  });

  it('needs a session for every relay', async () => {
    await api.http.get(POINT_PATHS.balance).expect(401);
    await api.http.post(POINT_PATHS.convert).send({ points: 100 }).expect(401);
  });

  describe('conversion to cash', () => {
    it.each([
      [
        'no Idempotency-Key',
        { points: 1000, paymentPassword: PAYMENT_PASSWORD },
        null,
        400,
        'VALIDATION_FAILED',
      ],
      [
        'points not a whole number',
        { points: 10.5, paymentPassword: PAYMENT_PASSWORD },
        'convert-bad-0001',
        400,
        'VALIDATION_FAILED',
      ],
      [
        'below the minimum',
        { points: 99, paymentPassword: PAYMENT_PASSWORD },
        'convert-bad-0002',
        400,
        'POINTS_BELOW_MINIMUM',
      ],
      [
        'more points than the member has',
        { points: 60_000, paymentPassword: PAYMENT_PASSWORD },
        'convert-bad-0003',
        400,
        'POINTS_INSUFFICIENT',
      ],
      [
        'a wrong payment password',
        { points: 1000, paymentPassword: '000000' },
        'convert-bad-0004',
        400,
        'PAYMENT_PASSWORD_WRONG',
      ],
    ])('refuses %s in the envelope, changing nothing', async (_case, body, key, status, code) => {
      const before = { main: await main(), points: await balance(), orders: await orderCount() };
      const response = await convert(body, key).expect(status);
      expect(response.body).toMatchObject({ success: false, code });
      expect({ main: await main(), points: await balance(), orders: await orderCount() }).toEqual(
        before,
      );
    });

    it('converts exactly once under double clicks and retries of one key', async () => {
      await clearPaymentPasswordTries();
      const before = await main();
      const body = { points: 1234, paymentPassword: PAYMENT_PASSWORD };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => convert(body, 'convert-once-0001')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const numbers = new Set(answers.map((answer) => answer.body.value.transactionNo));
      expect(numbers.size).toBe(1);
      expect(answers[0].body.value).toMatchObject({
        exchangeType: 'CASH',
        productName: null,
        quantity: 1,
        pointsRequired: 1234,
        amountRequired: '12.34',
        status: 'PASSED',
        paymentAccount: 'MAIN',
      });
      expect(await main()).toBe((Number(before) + 12.34).toFixed(2));
      expect(await balance()).toEqual({ points: 50_000 - 1234, onHold: 0 });
      const again = await convert(body, 'convert-once-0001').expect(200);
      expect(again.body.value.transactionNo).toBe(answers[0].body.value.transactionNo);
      const reused = await convert({ ...body, points: 500 }, 'convert-once-0001').expect(409);
      expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });
  });

  describe('redemption of goods', () => {
    it.each([
      ['unknown goods', { goodsId: '999999', quantity: 1 }, 404, 'NOT_FOUND'],
      [
        'goods sent by post without an address',
        { goodsCode: 'vip-travel-bag', quantity: 1 },
        400,
        'VALIDATION_FAILED',
      ],
      ['a quantity of 0', { goodsCode: 'bonus-rm10', quantity: 0 }, 400, 'VALIDATION_FAILED'],
      [
        'sold-out goods',
        { goodsCode: 'petrol-rm50', quantity: 1 },
        409,
        'POINT_GOODS_OUT_OF_STOCK',
      ],
      [
        'more points than the member has',
        { goodsCode: 'iphone-17-pro', quantity: 1, shippingAddress: 'KL' },
        400,
        'POINTS_INSUFFICIENT',
      ],
    ])('refuses %s, changing nothing', async (_case, input, status, code) => {
      const { goodsCode, ...body } = input as { goodsCode?: string };
      const target = goodsCode ? await goods(goodsCode) : null;
      const before = { points: await balance(), orders: await orderCount(), stock: target?.stock };
      const response = await redeem(
        target ? { ...body, goodsId: String(target.id) } : body,
        `redeem-bad-${code}-${status}`,
      ).expect(status);
      expect(response.body).toMatchObject({ success: false, code });
      const stock = goodsCode ? (await goods(goodsCode)).stock : undefined;
      expect({ points: await balance(), orders: await orderCount(), stock }).toEqual(before);
    });

    it('holds the points and reserves the stock exactly once under double clicks', async () => {
      await clearPaymentPasswordTries();
      const bag = await goods('vip-travel-bag');
      const points = (await balance()).points;
      const body = {
        goodsId: String(bag.id),
        quantity: 2,
        shippingAddress: ' 1 Jalan Ampang, KL ',
      };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => redeem(body, 'redeem-once-0001')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const order = answers[0].body.value as PointExchangeOrder;
      expect(new Set(answers.map((answer) => answer.body.value.transactionNo)).size).toBe(1);
      expect(order).toMatchObject({
        transactionNo: expect.stringMatching(/^PX\d{8}\d{6,}$/),
        exchangeType: 'GOODS',
        productName: 'Exclusive VIP Travel Bag',
        quantity: 2,
        pointsRequired: 30_000,
        amountRequired: '0.00',
        status: 'IN_APPLICATION',
        shippingAddress: '1 Jalan Ampang, KL',
        paymentAccount: null,
      });
      expect(await balance()).toEqual({ points: points - 30_000, onHold: 30_000 });
      expect((await goods('vip-travel-bag')).stock).toBe(bag.stock - 2);
      expect((await orders()).list[0]).toEqual(order);
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });

    it("keeps each member to its own orders: another member's list has none of them", async () => {
      expect((await orders(other)).totalCount).toBe(0);
      expect((await orders()).totalCount).toBe(2);
    });
  });

  describe('the console', () => {
    it('lists orders in application, passes one once and sends the member a letter', async () => {
      const tenBonus = await goods('bonus-rm10');
      const placed = await redeem(
        { goodsId: String(tenBonus.id), quantity: 1 },
        'redeem-pass-0001',
      );
      const order = placed.body.value as PointExchangeOrder;
      const before = await balance();
      const waiting = await consoleOrders('IN_APPLICATION');
      expect(waiting.map((row) => row.transactionNo)).toContain(order.transactionNo);
      expect(waiting.every((row) => row.status === 'IN_APPLICATION')).toBe(true);
      const id = await idOf(order.transactionNo);
      const pass = () =>
        api.http.post(CONSOLE_POINTS_PATHS.pass(id)).set(consoleHeaders(support)).send();
      const [first, second] = await Promise.all([pass(), pass()]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const passed = (first.status === 200 ? first : second).body.value as ConsolePointOrder;
      expect(passed).toMatchObject({
        status: 'PASSED',
        reviewedBy: 'support',
        account: 'demo_points',
      });
      expect(await balance()).toEqual({ points: before.points, onHold: before.onHold - 1000 });
      const letter = await api.prisma.mailboxMessage.findFirstOrThrow({
        where: { memberId, template: 'pointOrder.passed' },
      });
      expect(letter.params).toMatchObject({ transactionNo: order.transactionNo, points: '1000' });
      const audit = await api.prisma.operatorAudit.findFirst({
        where: { action: { contains: '/pass' }, operatorUsername: 'support' },
      });
      expect(audit).toMatchObject({ after: { status: 'PASSED' } });
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });

    it('rejects with a reason: the points and the stock go back, a letter says why', async () => {
      const voucher = await goods('tng-reload-rm30');
      const placed = await redeem({ goodsId: String(voucher.id), quantity: 3 }, 'redeem-reject-01');
      const order = placed.body.value as PointExchangeOrder;
      const held = await balance();
      const id = await idOf(order.transactionNo);
      const noReason = await api.http
        .post(CONSOLE_POINTS_PATHS.reject(id))
        .set(consoleHeaders(support))
        .send({})
        .expect(400);
      expect(noReason.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      await api.http
        .post(CONSOLE_POINTS_PATHS.reject(id))
        .set(consoleHeaders(support))
        .send({ reason: 'Out of reload codes this week' })
        .expect(200);
      expect(await balance()).toEqual({
        points: held.points + 9600,
        onHold: held.onHold - 9600,
      });
      expect((await goods('tng-reload-rm30')).stock).toBe(voucher.stock);
      const mine = (await orders()).list.find((row) => row.transactionNo === order.transactionNo);
      expect(mine).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'Out of reload codes this week',
      });
      const letter = await api.prisma.mailboxMessage.findFirstOrThrow({
        where: { memberId, template: 'pointOrder.rejected' },
      });
      expect(letter.params).toMatchObject({ reason: 'Out of reload codes this week' });
      const again = await api.http
        .post(CONSOLE_POINTS_PATHS.pass(id))
        .set(consoleHeaders(support))
        .send()
        .expect(409);
      expect(again.body).toMatchObject({ code: 'POINT_ORDER_DECIDED' });
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });

    it('lets a content operator neither decide orders nor change the rates', async () => {
      const content = await openConsoleSession(api.prisma, 'content');
      const [row] = await consoleOrders('IN_APPLICATION');
      await api.http
        .post(CONSOLE_POINTS_PATHS.pass(row.id))
        .set(consoleHeaders(content))
        .expect(403);
      await api.http
        .put(CONSOLE_POINTS_PATHS.settings)
        .set(consoleHeaders(support))
        .send({})
        .expect(403);
    });

    it("shows a member's points, and no member of another site", async () => {
      const points = await api.http
        .get(CONSOLE_POINTS_PATHS.member(memberId))
        .set(consoleHeaders(support))
        .expect(200);
      expect(points.body.value).toEqual(await balance());
      await api.http
        .get(CONSOLE_POINTS_PATHS.member(999_999))
        .set(consoleHeaders(support))
        .expect(404);
    });

    it('replaces the settings, refusing bad rates with the field named', async () => {
      const finance = await openConsoleSession(api.prisma, 'finance');
      const settings: PointsSettings = {
        earningEnabled: true,
        pointsPerTurnover: '2.5',
        conversionEnabled: true,
        cashPerPoint: '0.01',
        minimumConversionPoints: 200,
      };
      const bad = await api.http
        .put(CONSOLE_POINTS_PATHS.settings)
        .set(consoleHeaders(finance))
        .send({ ...settings, cashPerPoint: '-1' })
        .expect(400);
      expect(bad.body.value.fields).toHaveProperty('cashPerPoint');
      const saved = await api.http
        .put(CONSOLE_POINTS_PATHS.settings)
        .set(consoleHeaders(finance))
        .send(settings)
        .expect(200);
      expect(saved.body.value).toEqual(settings);
      const config = await api.http
        .get(POINT_PATHS.config)
        .set('authorization', member)
        .expect(200);
      expect(config.body.value.minimumConversionPoints).toBe(200);
    });
  });

  describe('earning', () => {
    it('credits the valid turnover of a window once, without rolled-back bets', async () => {
      const handler = api.app.get(PointsEarningHandler);
      const signal = new AbortController().signal;
      // Opens the cursor at the start of the first window.
      const start = new Date(Date.now() - 60_000);
      await handler.run({ start: new Date(start.getTime() - 3_600_000), end: start }, signal);
      const slot = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
      const playerToken = (await api.app.get(GameSessionService).open(otherId, 'PG', slot.gameCode))
        .playerToken;
      const onSlot = { vendor: 'PG', gameCode: slot.gameCode, playerToken };
      await playRound(api, { ...onSlot, roundId: 'points-1', stake: '100', payout: '0' });
      await playRound(api, { ...onSlot, roundId: 'points-2', stake: '23.45', payout: '30' });
      await playRound(api, { ...onSlot, roundId: 'points-open', stake: '5', payout: null });
      await playRound(api, { ...onSlot, roundId: 'points-back', stake: '50', payout: null });
      const rollback = await seamlessRequest(api, 'PG', 'rollback', {
        playerToken,
        transactionId: 'points-back:rollback',
        referenceTransactionId: 'points-back:debit',
        roundId: 'points-back',
      });
      expect(rollback.status).toBe(200);
      const before = await balance(other);
      // The rate is 2.5 points per 1.00 now: 123.45 x 2.5 = 308.625 -> 308.
      const period = { start, end: new Date(Date.now() + 120_000) };
      await handler.run(period, signal);
      expect(await balance(other)).toEqual({ points: before.points + 308, onHold: 0 });
      // The same window again (a run that stopped half way), and the next one: nothing new.
      await api.prisma.pointEarningCursor.updateMany({
        data: {
          countedUntil: new Date(start.getTime() - 60_000),
          windowEnd: new Date(period.end.getTime() - 60_000),
        },
      });
      await handler.run(period, signal);
      await handler.run(
        { start: period.end, end: new Date(period.end.getTime() + 3_600_000) },
        signal,
      );
      expect(await balance(other)).toEqual({ points: before.points + 308, onHold: 0 });
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });
  });
});
