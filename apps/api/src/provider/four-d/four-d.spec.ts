import {
  FOUR_D_GAME_CODE,
  FOUR_D_PATHS,
  LOBBY_PATHS,
  PROVIDER_CLIENT_PATH,
  PROVIDER_PATHS,
  type FourDResult,
  type FourDStateResponse,
  type LotteryMenuGame,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../../test/support/access.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { flatNumbers } from '../games/four-d.js';
import { verifyFourDDraw } from '../verify-round.js';
import { FOUR_D_DRAW_JOB } from './four-d-draw.job.js';

describe('4D of the built-in provider', () => {
  let api: TestApp;
  let bearer: string;
  let memberId: number;
  // The jobs' and the draws' clock: a draw comes when the test moves it on.
  const clock = new TestClock();
  let keys = 0;
  const newKey = () => `ticket-key-${process.pid}-${(keys += 1)}`;

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
  });
  afterAll(async () => {
    await api.close();
  });

  const launch = async () => {
    const game = await api.prisma.game.findFirstOrThrow({ where: { gameCode: FOUR_D_GAME_CODE } });
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', bearer)
      .send({ nodeId: String(game.id), language: 'EN' })
      .expect(200);
    const content: string = response.body.value.content;
    const url = new URLSearchParams(content.slice(content.indexOf('?') + 1)).get('url') ?? '';
    expect(url.startsWith(`${PROVIDER_CLIENT_PATH}?token=`)).toBe(true);
    return url.slice(`${PROVIDER_CLIENT_PATH}?token=`.length);
  };
  const state = async (token: string): Promise<FourDStateResponse> =>
    (await api.http.get(FOUR_D_PATHS.state).query({ token }).expect(200)).body.value;
  const buy = (
    token: string,
    ticket: { number: string; big: string; small: string },
    key = newKey(),
  ) => api.http.post(FOUR_D_PATHS.tickets).send({ token, ticketKey: key, ...ticket });
  const mainBalance = async () =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  /** The numbers the open draw will draw: the test reads its committed seed (a player cannot). */
  const numbersAhead = async (token: string) => {
    const { openDraw } = await state(token);
    const committed = await api.prisma.fourDDraw.findUniqueOrThrow({
      where: { numero: openDraw.numero },
    });
    const numbers = verifyFourDDraw(committed);
    const losing = ['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007'].find(
      (number) => !flatNumbers(numbers).includes(number),
    )!;
    return { openDraw, numbers, losing };
  };
  /** Moves the clock past the open draw and runs the draw job, as the timer would. */
  const drawNow = async (drawAt: string) => {
    clock.advance(new Date(drawAt).getTime() - clock.now() + FOUR_D_DRAW_JOB.periodMs);
    await api.app.get(JobRunner).check(FOUR_D_DRAW_JOB.id);
  };

  it('launches into the game frame and opens a committed draw with the prize table', async () => {
    const token = await launch();
    const session = (await api.http.get(PROVIDER_PATHS.session).query({ token }).expect(200)).body
      .value;
    expect(session).toMatchObject({ providerGame: 'FOUR_D', catalogueGameCode: FOUR_D_GAME_CODE });
    const opened = await state(token);
    expect(opened.openDraw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(opened.openDraw.drawAt).getTime()).toBeGreaterThan(clock.now());
    expect(opened.drawIntervalSeconds).toBe(180);
    expect(opened.paytable).toMatchObject({
      big: {
        FIRST: '2500.00',
        SECOND: '1000.00',
        THIRD: '500.00',
        SPECIAL: '180.00',
        CONSOLATION: '60.00',
      },
      small: {
        FIRST: '3500.00',
        SECOND: '2000.00',
        THIRD: '1000.00',
        SPECIAL: '0.00',
        CONSOLATION: '0.00',
      },
      returnToPlayer: { big: '64.00', small: '65.00' },
    });
    // A 4D session plays no rounds.
    await api.http
      .post(PROVIDER_PATHS.play)
      .send({ token, bet: { totalBet: '1.00' } })
      .expect(400);
  });

  it('debits a ticket once however often its purchase is repeated', async () => {
    const token = await launch();
    // A losing number: the draw test after this one counts every prize of the draw.
    const { losing } = await numbersAhead(token);
    const before = await mainBalance();
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => buy(token, { number: losing, big: '2.00', small: '1.00' }, key)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.value.ticket.ticketId));
    expect(ids.size).toBe(1);
    expect(cents(await mainBalance())).toBe(cents(before) - 300);
    expect(answers[0].body.value.ticket).toMatchObject({ number: losing, status: 'OPEN' });
    const repeat = await buy(token, { number: losing, big: '2.00', small: '1.00' }, key).expect(
      200,
    );
    expect(repeat.body.value.ticket.ticketId).toBe([...ids][0]);
    expect(cents(await mainBalance())).toBe(cents(before) - 300);
  });

  it('refuses a bad ticket with a clear error and takes nothing', async () => {
    const token = await launch();
    const before = await mainBalance();
    const refused = [
      await buy(token, { number: '12a4', big: '1.00', small: '0' }),
      await buy(token, { number: '1234', big: '0', small: '0' }),
      await buy(token, { number: '1234', big: '0.50', small: '0' }),
      await buy(token, { number: '1234', big: '1.001', small: '0' }),
      await buy(token, { number: '1234', big: '501.00', small: '0' }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    await buy(token, { number: '1234', big: '100000.00', small: '0' }).expect(400);
    expect(await mainBalance()).toBe(before);
  });

  it('draws once through the job, pays the prize table exactly and publishes the seed', async () => {
    const token = await launch();
    const { openDraw, numbers, losing } = await numbersAhead(token);
    const before = await mainBalance();
    const tickets = [
      { number: numbers.first, big: '1.00', small: '2.00' }, // 2,500 + 7,000
      { number: numbers.second, big: '1.00', small: '1.00' }, // 1,000 + 2,000
      { number: numbers.third, big: '0', small: '1.00' }, // 1,000
      { number: numbers.special[4], big: '2.00', small: '3.00' }, // 360, Small pays nothing
      { number: numbers.consolation[9], big: '1.50', small: '0' }, // 90
      { number: losing, big: '5.00', small: '5.00' }, // 0
    ];
    const bought = new Set<string>();
    for (const ticket of tickets) {
      bought.add((await buy(token, ticket).expect(200)).body.value.ticket.ticketId);
    }
    const staked = 100 + 200 + 100 + 100 + 100 + 200 + 300 + 150 + 500 + 500;
    expect(cents(await mainBalance())).toBe(cents(before) - staked);

    // Two instances' runners check the same period at once: one draws.
    await Promise.all([drawNow(openDraw.drawAt), api.app.get(JobRunner).check(FOUR_D_DRAW_JOB.id)]);
    const drawn = await api.prisma.fourDDraw.findUniqueOrThrow({
      where: { numero: openDraw.numero },
    });
    expect(drawn.numbers).toEqual(flatNumbers(numbers));
    const drawnAt = drawn.drawnAt;
    await api.app.get(JobRunner).check(FOUR_D_DRAW_JOB.id);
    expect(
      (await api.prisma.fourDDraw.findUniqueOrThrow({ where: { numero: openDraw.numero } }))
        .drawnAt,
    ).toEqual(drawnAt);

    const prizes = 250_000 + 700_000 + 100_000 + 200_000 + 100_000 + 36_000 + 9_000;
    expect(cents(await mainBalance())).toBe(cents(before) - staked + prizes);
    const after = await state(token);
    const mine = after.tickets.filter((ticket) => bought.has(ticket.ticketId));
    expect(
      mine.map((ticket) => [ticket.number, ticket.status, ticket.prize, ticket.payout]).reverse(),
    ).toEqual([
      [numbers.first, 'SETTLED', 'FIRST', '9500.00'],
      [numbers.second, 'SETTLED', 'SECOND', '3000.00'],
      [numbers.third, 'SETTLED', 'THIRD', '1000.00'],
      [numbers.special[4], 'SETTLED', 'SPECIAL', '360.00'],
      [numbers.consolation[9], 'SETTLED', 'CONSOLATION', '90.00'],
      [losing, 'SETTLED', null, '0.00'],
    ]);
    // A next draw is committed and on sale.
    expect(after.openDraw.numero).not.toBe(openDraw.numero);

    // Published: anyone recomputes the numbers from the revealed seed.
    const results = (await api.http.get(FOUR_D_PATHS.results).expect(200)).body.value;
    const result: FourDResult = results.list.find(
      (entry: FourDResult) => entry.numero === openDraw.numero,
    );
    expect(result.serverSeedHash).toBe(openDraw.serverSeedHash);
    expect(verifyFourDDraw(result)).toEqual(result.numbers);
    expect(() => verifyFourDDraw({ ...result, serverSeed: 'f'.repeat(64) })).toThrow();
  });

  it('never shows the seed of a draw not yet drawn', async () => {
    const token = await launch();
    const { openDraw } = await state(token);
    const results = (await api.http.get(FOUR_D_PATHS.results).expect(200)).body.value;
    expect(JSON.stringify(results)).not.toContain(openDraw.serverSeedHash);
  });

  it("answers the lottery lobby's popular games and opened numero from its draws", async () => {
    const latest = await api.prisma.fourDDraw.findFirstOrThrow({
      where: { drawnAt: { not: null } },
      orderBy: { drawAt: 'desc' },
    });
    const popular = (
      await api.http
        .get(LOBBY_PATHS.popularLotteries)
        .query({ device: 'WEB', language: 'EN', prizeMode: 'Lott' })
        .expect(200)
    ).body.value.list as LotteryMenuGame[];
    expect(popular[0]).toMatchObject({
      gameCode: FOUR_D_GAME_CODE,
      drawIntervalSeconds: 180,
      lastDraw: { numero: latest.numero, numbers: latest.numbers },
    });
    const opened = (
      await api.http
        .get(LOBBY_PATHS.openedNumero)
        .set('authorization', bearer)
        .query({ gameCode: FOUR_D_GAME_CODE, language: 'EN' })
        .expect(200)
    ).body.value;
    expect(opened.lastDraw).toMatchObject({ numero: latest.numero, numbers: latest.numbers });
    expect(new Date(opened.nextDrawAt).getTime()).toBeGreaterThan(latest.drawAt.getTime());
    // The lottery job leaves this game to the provider.
    const game = await api.prisma.game.findFirstOrThrow({ where: { gameCode: FOUR_D_GAME_CODE } });
    expect(await api.prisma.lotteryDraw.count({ where: { gameId: game.id } })).toBe(0);
  });
});
