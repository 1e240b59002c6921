import {
  shiftRecordDate,
  VENDOR_RECONCILIATION_PATHS,
  type VendorDayTotals,
  type VendorReconciliationLine,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { playRound, seamlessRequest } from '../../test/support/wallet.js';
import { Prisma } from '../generated/prisma/client.js';
import { vendorDayTotalsQuery } from '../ledger/ledger-reads.js';
import { GameSessionService } from '../wallet/game-session.service.js';

describe('vendor reconciliation', () => {
  let api: TestApp;
  let finance: Record<string, string>;
  let merchantId: number;

  beforeAll(async () => {
    api = await createTestApp();
    finance = consoleHeaders(await openConsoleSession(api.prisma, 'finance'));
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    merchantId = member.merchantId;
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { gameCode: true },
    });
    const { playerToken } = await api.app
      .get(GameSessionService)
      .open(member.id, 'PG', game.gameCode);
    const round = { vendor: 'PG', playerToken, gameCode: game.gameCode };
    await playRound(api, { ...round, roundId: 'rec-1', stake: '10.00', payout: '4.50' });
    await playRound(api, { ...round, roundId: 'rec-2', stake: '5.00', payout: '0' });
    await playRound(api, { ...round, roundId: 'rec-3', stake: '2.25', payout: null });
    const rolledBack = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken,
      transactionId: 'rec-3:rollback',
      referenceTransactionId: 'rec-3:debit',
      roundId: 'rec-3',
    });
    expect(rolledBack.status).toBe(200);
  });
  afterAll(async () => {
    await api.close();
  });

  const report = async (query: object) =>
    (await api.http.get(VENDOR_RECONCILIATION_PATHS.report).query(query).set(finance).expect(200))
      .body.value as VendorDayTotals[];

  // The days around now (UTC): the rounds above are in them even when midnight fell between.
  const days = () => {
    const today = new Date().toISOString().slice(0, 10);
    return { from: shiftRecordDate(today, -1), to: today };
  };
  const sum = (rows: VendorDayTotals[], pick: (row: VendorDayTotals) => string | number) =>
    rows.reduce((total, row) => total.plus(pick(row)), new Prisma.Decimal(0)).toFixed(2);

  it("counts each vendor's bets, wins and rollbacks per day with the house's net", async () => {
    // The seed's demo rounds (seed-agent-team.ts) are on its first seamless game, JILI's: this
    // test's rounds are PG's alone.
    expect(new Set((await report(days())).map((row) => row.vendor))).toContain('PG');
    const rows = await report({ ...days(), vendor: 'PG' });
    expect(new Set(rows.map((row) => row.vendor))).toEqual(new Set(['PG']));
    expect([
      sum(rows, (row) => row.bets.count),
      sum(rows, (row) => row.bets.total),
      // The zero credit closing the lost round is a win of nothing.
      sum(rows, (row) => row.wins.count),
      sum(rows, (row) => row.wins.total),
      sum(rows, (row) => row.rollbacks.count),
      sum(rows, (row) => row.rollbacks.total),
      sum(rows, (row) => row.net),
    ]).toEqual(['3.00', '17.25', '2.00', '4.50', '1.00', '2.25', '10.50']);
    expect(await report({ ...days(), vendor: 'MG' })).toEqual([]);
  });

  it("sets a vendor's statement beside the site's totals and names each difference", async () => {
    const [played] = await report({ ...days(), vendor: 'PG' });
    const quiet = shiftRecordDate(days().to, -3);
    const nothing = { count: 0, total: '0' };
    const statement = {
      vendor: 'PG',
      days: [
        {
          day: played.day,
          bets: played.bets,
          wins: {
            ...played.wins,
            total: new Prisma.Decimal(played.wins.total).plus(10).toFixed(3),
          },
          rollbacks: played.rollbacks,
        },
        { day: quiet, bets: { count: 1, total: '1.00' }, wins: nothing, rollbacks: nothing },
      ],
    };
    const response = await api.http
      .post(VENDOR_RECONCILIATION_PATHS.compare)
      .set(finance)
      .send(statement)
      .expect(200);
    const lines = response.body.value as VendorReconciliationLine[];
    expect(lines.map((line) => [line.day, line.differences])).toEqual([
      [
        played.day,
        [
          {
            field: 'wins.total',
            site: played.wins.total,
            statement: statement.days[0].wins.total,
          },
        ],
      ],
      [
        quiet,
        [
          { field: 'bets.count', site: '0', statement: '1' },
          { field: 'bets.total', site: '0', statement: '1.00' },
        ],
      ],
    ]);
  });

  it('refuses a bad range or statement, and a caller without a console session', async () => {
    const refused = async (request: Promise<{ status: number; body: { code: string } }>) =>
      expect([(await request).status, (await request).body.code]).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    await refused(
      api.http
        .get(VENDOR_RECONCILIATION_PATHS.report)
        .query({ from: days().to, to: '2020-01-01' })
        .set(finance),
    );
    await refused(
      api.http
        .post(VENDOR_RECONCILIATION_PATHS.compare)
        .set(finance)
        .send({ vendor: 'PG', days: [{ day: days().to, bets: { count: -1, total: '1e3' } }] }),
    );
    await api.http.get(VENDOR_RECONCILIATION_PATHS.report).query(days()).expect(401);
  });

  it("reads only the index range of the vendors' house accounts for the days", async () => {
    const range = { ...days(), timezone: 'UTC' };
    for (const statement of [
      vendorDayTotalsQuery(merchantId, range),
      vendorDayTotalsQuery(merchantId, range, 'PG'),
    ]) {
      const plan = await api.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN ${statement}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/journal_line_account_id_created_at_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
