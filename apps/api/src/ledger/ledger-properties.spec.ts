import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { AppError } from '../common/app-error.js';
import { seededRandom } from '../common/deterministic-random.js';
import type { JournalEntryKind } from '../generated/prisma/client.js';
import { ENTRY_KINDS, movement, type AccountHandle } from './entry-kinds.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService, type Posting } from './ledger.service.js';

// Refusals a random sequence is expected to meet; anything else (a deadlock, a broken rule, an
// error of the database) fails the test.
const EXPECTED_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_KEY_REUSED',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ALREADY_SETTLED',
  'TRANSACTION_ROLLED_BACK',
  'VALIDATION_FAILED',
]);

const POINT_KINDS_POSTED: ReadonlySet<string> = new Set([
  'POINT_EARNING',
  'POINT_SPEND',
  'POINT_HOLD',
  'POINT_HOLD_RELEASE',
  'POINT_HOLD_SETTLE',
]);
const MEMBERS = 5;
const WORKERS = 8;
const STEPS_PER_WORKER = 100;
const SEEDS = [1, 2, 3, 4];

interface MemberAccounts {
  id: number;
  main: AccountHandle;
  vendor: AccountHandle;
  hold: AccountHandle;
  demo: AccountHandle;
  points: AccountHandle;
  pointHold: AccountHandle;
}

/**
 * Random sequences of every entry kind, from several workers on two ledger instances (two API
 * processes) at once, with postings sent again and keys reused for other requests: rounds of
 * several bets and wins (free bets of zero among them) closed by a win or an end of round,
 * prizes without a round, rollbacks of bets seen or not yet seen and of sports wins. Afterwards
 * every entry sums to zero, every balance is the sum of its lines, no member account is below
 * zero, each key has one entry and every repeat got that entry back, each round's stake and
 * payout are the sums of its entries, and no bet rolled back before it was seen was taken.
 */
describe('the posting engine under random concurrent sequences', () => {
  let database: TestDatabase;
  let pools: pg.Pool[];
  let ledgers: LedgerService[];
  let merchantId: number;
  let vendor: { id: number; code: string };
  let game: { id: number; categoryCode: string };
  // A sports game's rounds take their wins back when rolled back (a resettlement).
  let sportsGame: { id: number; categoryCode: string };
  let members: MemberAccounts[];
  const house = {} as Record<
    'cash' | 'game' | 'demo' | 'promotion' | 'commission' | 'points',
    AccountHandle
  >;

  beforeAll(async () => {
    database = await createTestDatabase();
    pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 4 }));
    ledgers = pools.map((pool) => new LedgerService(new LedgerRepository(database.prisma, pool)));
    const [ledger] = ledgers as [LedgerService];
    vendor = await database.prisma.vendor.findFirstOrThrow({
      where: { code: 'MG' },
      select: { id: true, code: true },
    });
    game = await database.prisma.game.findFirstOrThrow({
      where: { vendorId: vendor.id },
      select: { id: true, categoryCode: true },
    });
    sportsGame = await database.prisma.game.findFirstOrThrow({
      where: { categoryCode: 'SPORTS' },
      select: { id: true, categoryCode: true },
    });
    const rows = await database.prisma.member.findMany({ orderBy: { id: 'asc' }, take: MEMBERS });
    merchantId = rows[0]?.merchantId ?? 0;
    members = [];
    for (const { id } of rows) {
      members.push({
        id,
        main: await ledger.memberAccount(merchantId, id, 'MAIN'),
        vendor: await ledger.memberAccount(merchantId, id, 'VENDOR', vendor),
        hold: await ledger.memberAccount(merchantId, id, 'HOLD'),
        demo: await ledger.demoAccount(merchantId, id),
        points: await ledger.memberAccount(merchantId, id, 'POINTS'),
        pointHold: await ledger.memberAccount(merchantId, id, 'POINT_HOLD'),
      });
    }
    house.cash = await ledger.houseAccount(merchantId, 'HOUSE_CASH');
    house.game = await ledger.houseAccount(merchantId, 'HOUSE_GAME', vendor);
    house.demo = await ledger.houseAccount(merchantId, 'HOUSE_DEMO');
    house.promotion = await ledger.houseAccount(merchantId, 'HOUSE_PROMOTION');
    house.commission = await ledger.houseAccount(merchantId, 'HOUSE_COMMISSION');
    house.points = await ledger.houseAccount(merchantId, 'HOUSE_POINTS');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  });

  it.each(SEEDS)(
    'keeps every invariant (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
      const cents = (max: number) => (Math.floor(random() * max * 100) / 100).toFixed(2);
      // The points kinds draw from a stream of their own, so the money kinds keep their odds.
      const pointsRandom = seededRandom(seed + 100);
      const pointsPosting = (): Posting => {
        const member = members[Math.floor(pointsRandom() * members.length)];
        const [kind, from, to] = (
          [
            ['POINT_EARNING', house.points, member.points],
            ['POINT_SPEND', member.points, house.points],
            ['POINT_HOLD', member.points, member.pointHold],
            ['POINT_HOLD_RELEASE', member.pointHold, member.points],
            ['POINT_HOLD_SETTLE', member.pointHold, house.points],
          ] as const
        )[Math.floor(pointsRandom() * 5)];
        // Whole points, from 1 to 400.
        const points = String(1 + Math.floor(pointsRandom() * 400));
        return {
          merchantId,
          memberId: member.id,
          scope: `prop:${seed}`,
          key: `points${seed}-${++keys}`,
          kind,
          request: points,
          lines: movement(from, to, points),
        };
      };
      const sent: Posting[] = [];
      const entryOfKey = new Map<string, bigint>();
      const postedKeys = new Set<string>();
      let keys = 0;

      /** A new posting of a random kind, or one sent before (again, or its key for another). */
      const nextPosting = (): Posting => {
        if (pointsRandom() < 0.15) return pointsPosting();
        const earlier = sent.length > 0 && random() < 0.25 ? pick(sent) : null;
        if (earlier && random() < 0.7) return earlier;
        const key = earlier ? earlier.key : `p${seed}-${++keys}`;
        const member = pick(members);
        const other = pick(members.filter((candidate) => candidate !== member));
        const amount = cents(40);
        const roundNumber = Math.floor(random() * 6);
        const round = `r${seed}-${member.id}-${roundNumber}`;
        const roundChange = {
          vendorId: vendor.id,
          roundId: round,
          game: roundNumber < 4 ? game : sportsGame,
          isDemo: false,
        };
        const base = { merchantId, memberId: member.id, scope: `prop:${seed}`, key };
        const kinds: Posting[] = [
          {
            ...base,
            kind: 'TRANSFER',
            request: ['in', amount],
            lines: movement(member.main, member.vendor, amount),
          },
          {
            ...base,
            kind: 'TRANSFER',
            request: ['out', amount],
            lines: movement(member.vendor, member.main, amount),
          },
          {
            ...base,
            // Member to member: a dividend distribution keeps the transfer's rule. Chosen by the
            // amount's last cent, not a draw of its own, so each seed's sequence stays as it was.
            kind: amount.endsWith('1') ? 'DIVIDEND_DISTRIBUTION' : 'MEMBER_TRANSFER',
            request: [other.id, amount],
            lines: movement(member.main, other.main, amount),
          },
          {
            ...base,
            kind: 'BET_DEBIT',
            request: ['bet', round, amount],
            lines: movement(member.vendor, house.game, random() < 0.2 ? '0.00' : amount),
            round: roundChange,
          },
          {
            ...base,
            kind: 'WIN_CREDIT',
            request: ['win', round, amount],
            lines: movement(house.game, member.vendor, amount),
            round: { ...roundChange, closes: random() < 0.3, winId: `${seed}:${key}` },
          },
          {
            ...base,
            kind: 'PRIZE_CREDIT',
            request: ['prize', amount],
            lines: movement(house.game, member.vendor, amount),
          },
          {
            ...base,
            kind: 'ROUND_CLOSE',
            request: ['end', round],
            lines: [],
            round: { vendorId: vendor.id, roundId: round, isDemo: false, closes: true },
          },
          {
            ...base,
            kind: 'REFUND',
            request: ['refund', round],
            lines: movement(house.game, member.vendor, cents(5)),
            round: { ...roundChange, game: undefined },
          },
          {
            ...base,
            kind: 'ROLLBACK',
            request: ['rollback', round],
            lines: [],
            round: { vendorId: vendor.id, roundId: round, isDemo: false },
            // A bet or win sent before (posted, refused or still on its way), or one never sent.
            reverses:
              random() < 0.15
                ? `unseen-${++keys}`
                : (pick(sent.filter(({ kind }) => kind === 'BET_DEBIT' || kind === 'WIN_CREDIT'))
                    ?.key ?? 'none'),
          },
          {
            ...base,
            kind: 'BET_DEBIT',
            request: ['bet', round, amount],
            lines: movement(member.vendor, house.game, amount),
            round: roundChange,
            // The bet of a rollback that came first.
            key: earlier ? key : `unseen-${keys}`,
          },
          {
            ...base,
            kind: 'ADJUSTMENT',
            request: amount,
            lines: movement(house.cash, member.main, amount),
          },
          {
            ...base,
            kind: 'DEMO_GRANT',
            request: amount,
            lines: movement(house.demo, member.demo, amount),
          },
          {
            ...base,
            kind: 'DEPOSIT',
            request: amount,
            lines: movement(house.cash, member.main, amount),
          },
          {
            ...base,
            kind: 'WITHDRAWAL_HOLD',
            request: amount,
            lines: movement(member.main, member.hold, amount),
          },
          {
            ...base,
            kind: 'WITHDRAWAL_RELEASE',
            request: amount,
            lines: movement(member.hold, member.main, amount),
          },
          {
            ...base,
            kind: 'WITHDRAWAL_PAYOUT',
            request: amount,
            lines: movement(member.hold, house.cash, amount),
          },
          ...(['BONUS_GRANT', 'REBATE', 'POINT_CONVERSION'] as const).map((kind) =>
            // A bonus taken back: chosen by the amount's last cent, as the distribution above.
            kind === 'BONUS_GRANT' && amount.endsWith('2')
              ? {
                  ...base,
                  kind: 'BONUS_FORFEIT' as const,
                  request: amount,
                  lines: movement(member.main, house.promotion, amount),
                }
              : {
                  ...base,
                  kind,
                  request: amount,
                  lines: movement(house.promotion, member.main, amount),
                },
          ),
          ...(['SALARY', 'DIVIDEND'] as const).map((kind) => ({
            ...base,
            kind,
            request: amount,
            lines: movement(house.commission, member.main, amount),
          })),
        ];
        const posting = pick(kinds);
        // A reused key sends another request (the amount or kind differs, or both).
        if (earlier) return { ...posting, request: ['other', posting.request] };
        return posting;
      };

      const worker = async (index: number) => {
        const ledger = ledgers[index % ledgers.length];
        // Points postings come on top of the steps and are never sent again: the money
        // sequences stay as they were.
        for (let step = 0; step < STEPS_PER_WORKER;) {
          const posting = nextPosting();
          if (!POINT_KINDS_POSTED.has(posting.kind)) {
            step += 1;
            sent.push(posting);
          }
          try {
            const posted = await ledger.post(posting);
            const id = `${posting.scope} ${posting.key}`;
            // A second rollback of one bet answers the first rollback's entry, not one of its own.
            if (posting.kind === 'ROLLBACK' && posted.replayed && !entryOfKey.has(id)) continue;
            if (!posted.replayed) {
              if (postedKeys.has(id)) throw new Error(`${id} was posted twice`);
              postedKeys.add(id);
            }
            const entry = entryOfKey.get(id) ?? posted.entryId;
            if (entry !== posted.entryId)
              throw new Error(`${id}: entries ${entry}, ${posted.entryId}`);
            entryOfKey.set(id, entry);
          } catch (error) {
            if (!(error instanceof AppError) || !EXPECTED_REFUSALS.has(error.code)) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));

      // Most postings go through: the sequences test the ledger, not its refusals.
      expect(postedKeys.size).toBeGreaterThan((WORKERS * STEPS_PER_WORKER) / 3);
      expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
      const { rows } = await pools[0].query<Record<string, number>>(`
      SELECT
        (SELECT count(*)::int FROM (SELECT 1 FROM journal_entry
           GROUP BY idempotency_scope, idempotency_key HAVING count(*) > 1) k) AS "keysTwice",
        (SELECT count(*)::int FROM bet_record b
           WHERE b.stake <> COALESCE((SELECT sum(l.amount) FROM journal_entry e
                                      JOIN journal_line l ON l.entry_id = e.id
                                      JOIN ledger_account a ON a.id = l.account_id
                                      WHERE e.bet_id = b.id AND a.member_id IS NULL
                                        AND e.kind IN ('BET_DEBIT', 'REFUND', 'ROLLBACK')), 0)
              OR b.payout <> COALESCE((SELECT -sum(l.amount) FROM journal_entry e
                                       JOIN journal_line l ON l.entry_id = e.id
                                       JOIN ledger_account a ON a.id = l.account_id
                                       WHERE e.bet_id = b.id AND a.member_id IS NULL
                                         AND e.kind IN ('WIN_CREDIT', 'WIN_ROLLBACK')), 0))
          AS "roundsOffTheirEntries",
        (SELECT count(*)::int FROM bet_record b
           WHERE NOT EXISTS (SELECT 1 FROM journal_entry e WHERE e.bet_id = b.id)) AS "emptyRounds",
        (SELECT count(*)::int FROM rolled_back_transaction t
           JOIN journal_entry e ON e.idempotency_scope = t.scope AND e.idempotency_key = t.key
           WHERE e.kind = 'BET_DEBIT') AS "rolledBackBetsTaken"`);
      expect(rows[0]).toEqual({
        keysTwice: 0,
        roundsOffTheirEntries: 0,
        emptyRounds: 0,
        rolledBackBetsTaken: 0,
      });
    },
    120_000,
  );

  // Found by the sequences above: the rollback took the whole bet from a stake a refund had
  // already reduced, and the round's CHECK failed the group.
  it('refuses a rollback of a bet a refund already gave back in part', async () => {
    const [ledger] = ledgers as [LedgerService];
    const [member] = members as [MemberAccounts];
    const base = { merchantId, memberId: member.id, scope: 'refund-then-rollback' };
    const round = { vendorId: vendor.id, roundId: 'refunded', game, isDemo: false };
    await ledger.post({
      ...base,
      kind: 'ADJUSTMENT',
      key: 'fund',
      request: 'fund',
      lines: movement(house.cash, member.main, '10.00'),
    });
    const bet = { ...base, kind: 'BET_DEBIT' as const, key: 'bet', request: 'bet', round };
    await ledger.post({ ...bet, lines: movement(member.main, house.game, '4.00') });
    await ledger.post({
      ...base,
      kind: 'REFUND',
      key: 'refund',
      request: 'refund',
      lines: movement(house.game, member.main, '1.00'),
      round,
    });
    const rollback = ledger.post({
      ...base,
      kind: 'ROLLBACK',
      key: 'rollback',
      request: 'rollback',
      lines: [],
      round,
      reverses: 'bet',
    });
    await expect(rollback).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('has posted every kind of entry in those sequences', async () => {
    const { rows } = await pools[0].query<{ kind: JournalEntryKind }>(
      'SELECT DISTINCT kind::text AS kind FROM journal_entry ORDER BY 1',
    );
    expect(rows.map(({ kind }) => kind)).toEqual(Object.keys(ENTRY_KINDS).sort());
  });
});
