import {
  RECONCILIATION_ALERT_PATHS,
  type ConsolePage,
  type DepositEntry,
  type ReconciliationAlert,
  type ReconciliationRunResult,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { depositRequest, seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { playRound } from '../../test/support/wallet.js';
import { Prisma } from '../generated/prisma/client.js';
import {
  depositReconciliationQuery,
  vendorRoundReconciliationQuery,
  walletReconciliationQuery,
} from '../ledger/reconciliation-queries.js';
import { JobRunner } from '../jobs/job-runner.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import {
  DAILY_RECONCILIATION_JOB,
  DailyReconciliationHandler,
} from './daily-reconciliation.job.js';

describe('daily reconciliation', () => {
  let api: TestApp;
  let finance: Record<string, string>;
  let merchantId: number;
  let memberId: number;

  // Today so far (UTC): the day the seed, the rounds and the deposits below are in.
  const today = () => {
    const start = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    return { start, end: new Date(start.getTime() + DAILY_RECONCILIATION_JOB.periodMs) };
  };
  const reconcile = () =>
    api.app.get(DailyReconciliationHandler).run(today(), new AbortController().signal);
  const openAlerts = async () =>
    (
      await api.http
        .get(RECONCILIATION_ALERT_PATHS.alerts)
        .query({ status: 'OPEN' })
        .set(finance)
        .expect(200)
    ).body.value as ConsolePage<ReconciliationAlert>;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    finance = consoleHeaders(await openConsoleSession(api.prisma, 'finance'));
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
    [merchantId, memberId] = [member.merchantId, member.id];
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });

    // A day of money: a round won, a round lost, a deposit the gateway's callback approved.
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { gameCode: true },
    });
    const { playerToken } = await api.app
      .get(GameSessionService)
      .open(memberId, 'PG', game.gameCode);
    const round = { vendor: 'PG', playerToken, gameCode: game.gameCode };
    await playRound(api, { ...round, roundId: 'recon-1', stake: '10.00', payout: '25.00' });
    await playRound(api, { ...round, roundId: 'recon-2', stake: '4.00', payout: '0' });
    const bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    const online = String((await seededChannel(api, 'ONLINE')).id);
    const paid = (
      await depositRequest(api, bearer, { channelId: online, amount: '120.00' }).expect(200)
    ).body.value as DepositEntry;
    await api.http
      .post(`${paid.paymentUrl}/approve`)
      .set('content-type', 'text/plain')
      .send('decision=approve')
      .expect(303);
  });
  afterAll(() => api.close());

  it('runs once a day on the job runner, for the day that ended', async () => {
    await api.app.get(JobRunner).check(DAILY_RECONCILIATION_JOB.id);
    const runs = await api.prisma.jobRun.findMany({
      where: { jobId: DAILY_RECONCILIATION_JOB.id },
    });
    expect(runs.map((run) => [run.periodEnd.toISOString(), run.status])).toEqual([
      [today().start.toISOString(), 'SUCCEEDED'],
    ]);
  });

  it('finds nothing on a clean day, having compared every wallet, channel and vendor', async () => {
    await reconcile();
    const run = await api.http
      .post(RECONCILIATION_ALERT_PATHS.run)
      .set(finance)
      .send({ day: today().start.toISOString().slice(0, 10) })
      .expect(200);
    const result = run.body.value as ReconciliationRunResult;
    expect(result).toMatchObject({ mismatches: 0, raised: 0 });
    expect(result.compared.WALLET_BALANCE).toBeGreaterThan(0);
    expect(result.compared.DEPOSIT_CHANNEL).toBeGreaterThan(0);
    expect(result.compared.PAYMENT_GATEWAY).toBe(1);
    expect(result.compared.VENDOR_ROUNDS).toBeGreaterThan(0);
    expect((await openAlerts()).total).toBe(0);
  });

  it('raises one alert per planted mismatch, naming it, and none twice on a second run', async () => {
    // Three hands in the database behind the ledger's back: a balance row, a deposit's
    // approved amount and a round's stake.
    await api.prisma.$executeRaw`
      UPDATE ledger_account SET balance = balance + 7 WHERE member_id = ${memberId} AND kind = 'MAIN'`;
    const deposit = await api.prisma.deposit.findFirstOrThrow({
      where: { memberId, status: 'APPROVED', channelType: 'ONLINE' },
      include: { channel: { select: { name: true } } },
    });
    await api.prisma.$executeRaw`UPDATE deposit SET amount = amount + 5 WHERE id = ${deposit.id}`;
    await api.prisma.$executeRaw`
      UPDATE bet_record SET stake = stake + 1 WHERE round_id = 'recon-2'`;

    await reconcile();
    const alerts = (await openAlerts()).list;
    const by = (subject: string) => alerts.find((alert) => alert.subject === subject);
    expect(alerts.map((alert) => [alert.check, alert.subject]).sort()).toEqual(
      [
        ['DEPOSIT_CHANNEL', `channel ${deposit.channel.name}`],
        ['PAYMENT_GATEWAY', 'gateway sandbox-gateway'],
        ['VENDOR_ROUNDS', 'vendor PG'],
        ['WALLET_BALANCE', 'wallet demo_member MAIN'],
      ].sort(),
    );
    const main = await api.prisma.ledgerAccount.findFirstOrThrow({
      where: { memberId, kind: 'MAIN' },
    });
    expect(by('wallet demo_member MAIN')).toMatchObject({
      expected: main.balance.minus(7).toFixed(2),
      actual: main.balance.toFixed(2),
    });
    const channel = by(`channel ${deposit.channel.name}`);
    expect(
      new Prisma.Decimal(channel!.expected.split(' / ')[1])
        .minus(channel!.actual.split(' / ')[1])
        .toFixed(2),
    ).toBe('5.00');
    expect(by('vendor PG')?.figures.roundsOff).toBe('1');

    // The job runs the day again (a retry, or an operator's rerun): nothing is raised twice.
    await reconcile();
    const rerun = await api.http
      .post(RECONCILIATION_ALERT_PATHS.run)
      .set(finance)
      .send({ day: today().start.toISOString().slice(0, 10) })
      .expect(200);
    expect(rerun.body.value).toMatchObject({ mismatches: 4, raised: 0 });
    expect((await openAlerts()).total).toBe(4);
    const count = await api.http.get(RECONCILIATION_ALERT_PATHS.openCount).set(finance).expect(200);
    expect(count.body.value).toEqual({ open: 4 });
  });

  it('closes an alert resolved with a reason, audited, and refuses a second resolution', async () => {
    const [alert] = (await openAlerts()).list;
    const reason = 'Balance row restored from the lines, ticket OPS-17';
    const resolved = await api.http
      .post(RECONCILIATION_ALERT_PATHS.resolve(alert.id))
      .set(finance)
      .send({ reason })
      .expect(200);
    expect(resolved.body.value).toMatchObject({
      id: alert.id,
      status: 'RESOLVED',
      resolvedBy: 'finance',
      resolution: reason,
    });
    expect((await openAlerts()).list.map((open) => open.id)).not.toContain(alert.id);
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { merchantId, target: `reconciliation-alert:${alert.id}` },
    });
    expect(audit).toMatchObject({ operatorUsername: 'finance', reason });
    expect(audit.after).toMatchObject({ status: 'RESOLVED', subject: alert.subject });

    const again = await api.http
      .post(RECONCILIATION_ALERT_PATHS.resolve(alert.id))
      .set(finance)
      .send({ reason })
      .expect(409);
    expect(again.body.code).toBe('CONFLICT');
    // A resolved alert stays resolved when the day is run again.
    await reconcile();
    expect((await openAlerts()).total).toBe(3);
  });

  it('refuses a resolution without a reason, a role without payments.write, and no session', async () => {
    const [alert] = (await openAlerts()).list;
    const short = await api.http
      .post(RECONCILIATION_ALERT_PATHS.resolve(alert.id))
      .set(finance)
      .send({ reason: '  ok ' })
      .expect(400);
    expect(short.body.value.fields).toHaveProperty('reason');
    const support = consoleHeaders(await openConsoleSession(api.prisma, 'support'));
    await api.http
      .post(RECONCILIATION_ALERT_PATHS.resolve(alert.id))
      .set(support)
      .send({ reason: 'Not mine to resolve' })
      .expect(403);
    await api.http.get(RECONCILIATION_ALERT_PATHS.alerts).expect(401);
    await api.http
      .post(RECONCILIATION_ALERT_PATHS.run)
      .set(finance)
      .send({ day: '2999-01-01' })
      .expect(400);
  });

  it("reads each check's day by its indexes, with no sequential scan", async () => {
    for (const statement of [
      walletReconciliationQuery(merchantId, today()),
      depositReconciliationQuery(merchantId, today(), 'sandbox-gateway'),
      vendorRoundReconciliationQuery(merchantId, today()),
    ]) {
      const plan = await api.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN ${statement}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
