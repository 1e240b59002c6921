import { setTimeout } from 'node:timers/promises';
import { CONSOLE_PATHS, type ConsoleDashboard } from '@wps/shared-types';
import { openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { playRound } from '../../test/support/wallet.js';
import { operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { GameSessionService } from '../wallet/game-session.service.js';

describe('console dashboard', () => {
  let api: TestApp;
  let viewer: string;
  let play: (roundId: string, stake: string, payout: string) => Promise<void>;
  const clock = new TestClock();

  beforeAll(async () => {
    api = await createTestApp({ clock });
    viewer = await openConsoleSession(api.prisma, 'viewer');
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { gameCode: true },
    });
    const { playerToken } = await api.app
      .get(GameSessionService)
      .open(member.id, 'PG', game.gameCode);
    play = (roundId, stake, payout) =>
      playRound(api, {
        vendor: 'PG',
        playerToken,
        gameCode: game.gameCode,
        roundId,
        stake,
        payout,
      });
  });
  afterAll(async () => {
    await api.close();
  });

  const dashboard = async () =>
    (await api.http.get(CONSOLE_PATHS.dashboard).set('cookie', viewer).expect(200)).body
      .value as ConsoleDashboard;

  it("counts today's bets, stakes, payouts and GGR from the database, per category and vendor", async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(7);
    expect(before.days[6].date).toBe(before.today.date);

    await play('dash-1', '10.00', '4.00');
    await play('dash-2', '5.00', '0');
    // Within the minute the figures are the ones counted; a minute on, today is counted again.
    expect((await dashboard()).today.bets).toBe(before.today.bets);
    clock.advance(61_000);
    // The stale answer comes at once and today is counted again after it.
    expect((await dashboard()).today.bets).toBe(before.today.bets);
    let after = await dashboard();
    for (let wait = 0; wait < 100 && after.today.bets === before.today.bets; wait += 1) {
      await setTimeout(50);
      after = await dashboard();
    }
    expect(after.today.bets - before.today.bets).toBe(2);
    expect(Number(after.today.stakes) - Number(before.today.stakes)).toBeCloseTo(15, 2);
    expect(Number(after.today.ggr) - Number(before.today.ggr)).toBeCloseTo(11, 2);
    expect(after.today.activePlayers).toBeGreaterThanOrEqual(1);
    expect(after.ggrByVendor.find((vendor) => vendor.code === 'PG')?.bets).toBeGreaterThanOrEqual(
      2,
    );
    expect(after.ggrByCategory.length).toBeGreaterThan(0);
  });

  it('counts new members and logins of the day', async () => {
    const figures = await dashboard();
    const { timezone } = await api.prisma.merchant.findFirstOrThrow({ select: { timezone: true } });
    // The seed made its accounts just now, which is the dashboard's day unless that day ended
    // (midnight in the site's zone, 16:00 UTC) since; the count is of the dashboard's own day.
    const members = await api.prisma.member.count({
      where: {
        isAgent: { not: 4 },
        createdAt: {
          gte: operatorDayStart(figures.today.date, timezone),
          lt: operatorDayEnd(figures.today.date, timezone),
        },
      },
    });
    expect(figures.today.newMembers).toBe(members);
  });

  it('is refused to no session', async () => {
    await api.http.get(CONSOLE_PATHS.dashboard).expect(401);
  });
});
