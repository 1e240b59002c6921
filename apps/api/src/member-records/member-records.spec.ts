import {
  MEMBER_RECORD_PATHS,
  WALLET_PATHS,
  type AccountRecordResponse,
  type BetRecordResponse,
  type ProfitResponse,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { playRound, seamlessRequest } from '../../test/support/wallet.js';
import { Prisma } from '../generated/prisma/client.js';
import { memberLinePageQuery, memberLineTotalsQuery } from '../ledger/ledger-reads.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import {
  betPageQuery,
  betTotalsQuery,
  profitPageQuery,
  profitTotalsQuery,
} from './member-records.repository.js';

const ZONE = 'Asia/Kuala_Lumpur';
const dayIn = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);
const DAY_MS = 86_400_000;

describe('member records', () => {
  let api: TestApp;
  let member: string;
  let other: string;
  let demo: string;
  let memberId: number;
  let pgGame: { gameCode: string; categoryCode: string };
  let mgGame: { gameCode: string; categoryCode: string };
  const today = dayIn(new Date());
  const threeDaysAgo = dayIn(new Date(Date.now() - 3 * DAY_MS));

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    other = await bearerFor(api, 'demo_vip', 'Demo1234');
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'records-test', gatewayVersion: 3 })
      .expect(200);
    demo = `Bearer ${freePlay.body.value.token}`;

    const sessions = api.app.get(GameSessionService);
    const idOf = async (account: string) =>
      (await api.prisma.member.findFirstOrThrow({ where: { account } })).id;
    memberId = await idOf('demo_member');
    const gameOf = (vendor: string) =>
      api.prisma.game.findFirstOrThrow({
        where: { vendor: { code: vendor } },
        select: { gameCode: true, categoryCode: true },
      });
    [pgGame, mgGame] = await Promise.all([gameOf('PG'), gameOf('MG')]);
    const pg = (await sessions.open(memberId, 'PG', pgGame.gameCode)).playerToken;
    const mg = (await sessions.open(memberId, 'MG', mgGame.gameCode)).playerToken;
    const otherPg = (await sessions.open(await idOf('demo_vip'), 'PG', pgGame.gameCode))
      .playerToken;

    await api.http
      .post(WALLET_PATHS.transfer)
      .set({ authorization: member, 'Idempotency-Key': 'records-to-mg' })
      .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: '100' })
      .expect(200);
    const onPg = { vendor: 'PG', playerToken: pg, gameCode: pgGame.gameCode };
    await playRound(api, { ...onPg, roundId: 'rec-1', stake: '10', payout: '25.50' });
    await playRound(api, { ...onPg, roundId: 'rec-2', stake: '5', payout: '0' });
    await playRound(api, {
      vendor: 'MG',
      playerToken: mg,
      gameCode: mgGame.gameCode,
      roundId: 'rec-3',
      stake: '20',
      payout: '40',
    });
    await playRound(api, { ...onPg, roundId: 'rec-4', stake: '3', payout: null });
    await playRound(api, { ...onPg, roundId: 'rec-5', stake: '2', payout: null });
    const rollback = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken: pg,
      transactionId: 'rec-5:rollback',
      referenceTransactionId: 'rec-5:debit',
      roundId: 'rec-5',
    });
    expect(rollback.status).toBe(200);
    await playRound(api, {
      vendor: 'PG',
      playerToken: otherPg,
      gameCode: pgGame.gameCode,
      roundId: 'rec-other',
      stake: '7',
      payout: '0',
    });
    // The ledger is append-only, but a round's time may be moved to test the day filters.
    await api.prisma.betRecord.updateMany({
      where: { roundId: 'rec-2' },
      data: { placedAt: new Date(Date.now() - 3 * DAY_MS) },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const get = async <T>(path: string, query: object, bearer = member): Promise<T> => {
    const response = await api.http.get(path).query(query).set('authorization', bearer);
    expect([response.status, response.body.code]).toEqual([200, undefined]);
    return response.body.value as T;
  };
  const bets = (query: object = {}, bearer = member) =>
    get<BetRecordResponse>(MEMBER_RECORD_PATHS.bets, { from: today, to: today, ...query }, bearer);
  const lines = (query: object = {}) =>
    get<AccountRecordResponse>(MEMBER_RECORD_PATHS.transactions, {
      from: today,
      to: today,
      ...query,
    });
  const profit = (query: object) =>
    get<ProfitResponse>(MEMBER_RECORD_PATHS.profit, { from: threeDaysAgo, to: today, ...query });

  it('needs a login and a real account', async () => {
    const query = { from: today, to: today, groupBy: 'DAY' };
    for (const path of Object.values(MEMBER_RECORD_PATHS)) {
      const anonymous = await api.http.get(path).query(query);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      const demoAnswer = await api.http.get(path).query(query).set('authorization', demo);
      expect([demoAnswer.status, demoAnswer.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    }
  });

  it("lists today's rounds of the member only, newest first, with the totals", async () => {
    const answer = await bets();
    expect(answer.list.map((row) => row.roundId)).toEqual(['rec-5', 'rec-4', 'rec-3', 'rec-1']);
    expect(answer.list[2]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      roundId: 'rec-3',
      placedAt: expect.any(String),
      settledAt: expect.any(String),
      vendor: 'MG',
      vendorName: expect.any(String),
      gameCode: mgGame.gameCode,
      gameName: expect.any(String),
      category: mgGame.categoryCode,
      stake: '20.00',
      payout: '40.00',
      winLoss: '20.00',
      status: 'SETTLED',
    });
    expect(answer.list.map((row) => [row.status, row.stake, row.winLoss])).toEqual([
      ['CANCELLED', '0.00', '0.00'],
      ['OPEN', '3.00', null],
      ['SETTLED', '20.00', '20.00'],
      ['SETTLED', '10.00', '15.50'],
    ]);
    expect(answer).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      totalCount: 4,
      totalPages: 1,
      timezone: ZONE,
      totals: { rounds: 4, stake: '33.00', payout: '65.50', winLoss: '35.50' },
    });
    const theirs = await bets({}, other);
    expect(theirs.list.map((row) => row.roundId)).toEqual(['rec-other']);
  });

  it('filters rounds by vendor, category and days', async () => {
    expect((await bets({ vendor: 'MG' })).list.map((row) => row.roundId)).toEqual(['rec-3']);
    expect((await bets({ vendor: 'NOSUCH' })).totalCount).toBe(0);
    const byCategory = await bets({ category: pgGame.categoryCode });
    expect(byCategory.list.every((row) => row.category === pgGame.categoryCode)).toBe(true);
    const earlier = await bets({ from: threeDaysAgo, to: threeDaysAgo });
    expect(earlier.list.map((row) => row.roundId)).toEqual(['rec-2']);
    expect(earlier.totals).toEqual({ rounds: 1, stake: '5.00', payout: '0.00', winLoss: '-5.00' });
    expect((await bets({ from: threeDaysAgo })).totalCount).toBe(5);
  });

  it('pages the rounds and keeps the totals of the whole set', async () => {
    const first = await bets({ pageSize: 3 });
    const second = await bets({ pageSize: 3, pageNo: 2 });
    expect([first.totalPages, first.list.length, second.list.length]).toEqual([2, 3, 1]);
    expect(second.list[0]?.roundId).toBe('rec-1');
    expect(second.totals).toEqual(first.totals);
    expect((await bets({ pageSize: 3, pageNo: 9 })).list).toEqual([]);
  });

  it('lists the wallet movements with the balance after each', async () => {
    const out = await lines({ type: 'TRANSFER_OUT' });
    const into = await lines({ type: 'TRANSFER_IN' });
    expect(out.list).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        time: expect.any(String),
        type: 'TRANSFER_OUT',
        wallet: 'MAIN',
        amount: '-100.00',
        balanceAfter: '4900.00',
        reference: expect.stringMatching(/^\d+$/),
        vendor: null,
        roundId: null,
        request: null,
      },
    ]);
    expect(into.list.map((row) => [row.wallet, row.amount, row.balanceAfter])).toEqual([
      ['MG', '100.00', '100.00'],
    ]);
    expect(into.list[0]?.reference).toBe(out.list[0]?.reference);

    const all = await lines();
    // The zero credit of the lost round moves nothing and is left out.
    expect(all.list.map((row) => [row.type, row.wallet, row.amount, row.roundId])).toEqual([
      ['ROLLBACK', 'MAIN', '2.00', 'rec-5'],
      ['BET', 'MAIN', '-2.00', 'rec-5'],
      ['BET', 'MAIN', '-3.00', 'rec-4'],
      ['WIN', 'MG', '40.00', 'rec-3'],
      ['BET', 'MG', '-20.00', 'rec-3'],
      ['BET', 'MAIN', '-5.00', 'rec-2'],
      ['WIN', 'MAIN', '25.50', 'rec-1'],
      ['BET', 'MAIN', '-10.00', 'rec-1'],
      ['TRANSFER_IN', 'MG', '100.00', null],
      ['TRANSFER_OUT', 'MAIN', '-100.00', null],
      ...all.list.slice(10).map((row) => [row.type, row.wallet, row.amount, row.roundId]),
    ]);
    expect(all.list.slice(10).every((row) => row.type === 'ADJUSTMENT')).toBe(true);
    expect(all.list[0]?.balanceAfter).toBe('4907.50');
    expect(all.list.find((row) => row.type === 'WIN')?.vendor).toBe('MG');
    expect(all.totals).toMatchObject({ count: all.list.length });

    const bets = await lines({ type: 'BET', pageSize: 2 });
    expect([bets.totalCount, bets.totalPages, bets.list.length]).toEqual([5, 3, 2]);
    expect(bets.totals).toEqual({ count: 5, moneyIn: '0.00', moneyOut: '-40.00' });
  });

  it("never shows another member's wallet movements", async () => {
    const theirs = await get<AccountRecordResponse>(
      MEMBER_RECORD_PATHS.transactions,
      { from: today, to: today, type: 'BET' },
      other,
    );
    expect(theirs.list.map((row) => [row.amount, row.roundId])).toEqual([['-7.00', 'rec-other']]);
  });

  it('sums settled rounds per day and per vendor', async () => {
    const byDay = await profit({ groupBy: 'DAY' });
    expect(byDay.list).toEqual([
      { key: today, name: today, rounds: 2, stake: '30.00', payout: '65.50', net: '35.50' },
      {
        key: threeDaysAgo,
        name: threeDaysAgo,
        rounds: 1,
        stake: '5.00',
        payout: '0.00',
        net: '-5.00',
      },
    ]);
    expect(byDay.totals).toEqual({ rounds: 3, stake: '35.00', payout: '65.50', net: '30.50' });
    const byVendor = await profit({ groupBy: 'VENDOR', pageSize: 1 });
    expect(byVendor.totalCount).toBe(2);
    expect(byVendor.totalPages).toBe(2);
    const second = await profit({ groupBy: 'VENDOR', pageSize: 1, pageNo: 2 });
    const rows = [...byVendor.list, ...second.list].sort((a, b) => a.key.localeCompare(b.key));
    expect(rows.map((row) => [row.key, row.rounds, row.net])).toEqual([
      ['MG', 1, '20.00'],
      ['PG', 2, '10.50'],
    ]);
    expect(second.totals).toEqual(byDay.totals);
  });

  it('refuses bad ranges, pages and filters with the fields named', async () => {
    const refused = async (path: string, query: object, fields: string[]) => {
      const response = await api.http.get(path).query(query).set('authorization', member);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(response.body.value.fields).sort()).toEqual(fields);
    };
    const { bets: betsPath, transactions, profit: profitPath } = MEMBER_RECORD_PATHS;
    await refused(betsPath, {}, ['from', 'to']);
    await refused(betsPath, { from: '2026-02-30', to: '2026-03-01' }, ['from']);
    await refused(betsPath, { from: '2026-03-02', to: '2026-03-01' }, ['to']);
    await refused(betsPath, { from: '2026-01-01', to: '2026-04-01' }, ['to']);
    await refused(betsPath, { from: today, to: today, pageSize: 101, pageNo: 0 }, [
      'pageNo',
      'pageSize',
    ]);
    await refused(betsPath, { from: today, to: today, category: 'CASINO', vendor: 'a b' }, [
      'category',
      'vendor',
    ]);
    await refused(transactions, { from: today, to: today, type: 'DEMO_GRANT' }, ['type']);
    await refused(profitPath, { from: today, to: today }, ['groupBy']);
    await refused(profitPath, { from: today, to: today, groupBy: 'DAY', memberId: 1 }, [
      'memberId',
    ]);
    // 90 days, both ends included, is the widest range allowed.
    await get(betsPath, { from: '2026-01-01', to: '2026-03-31' });
  });

  describe('indexes', () => {
    const plan = (statement: Prisma.Sql) =>
      api.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN ${statement}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const range = { from: threeDaysAgo, to: today, timezone: ZONE };
    const page = { offset: 0, limit: 20 };

    it('reads only index ranges of the member for every list and total', async () => {
      const betFilters = [
        { memberId, range },
        { memberId, range, vendor: 'MG' },
        { memberId, range, category: 'RNG' as const },
      ];
      const statements = [
        ...betFilters.flatMap((filter) => [
          betPageQuery(filter, 'EN', page),
          betTotalsQuery(filter),
        ]),
        ...(['DAY', 'VENDOR'] as const).flatMap((grouping) => [
          profitPageQuery({ memberId, range }, grouping, page),
          profitTotalsQuery({ memberId, range }, grouping),
        ]),
        ...[{}, { kinds: ['BET_DEBIT'] as const }].flatMap((lines) => [
          memberLinePageQuery({ memberId, range, ...lines }, page),
          memberLineTotalsQuery({ memberId, range, ...lines }),
        ]),
      ];
      for (const statement of statements) {
        const text = await plan(statement);
        expect(text).not.toMatch(/Seq Scan on (bet_record|journal_entry|journal_line)\b/);
      }
    });
  });
});
