import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { seededMemberWallets, type MemberWallets } from '../../test/support/wallet.js';
import type { AccountHandle } from './entry-kinds.js';
import { LedgerRepository, type NewPosting } from './ledger.repository.js';
import { hashRequest, LedgerService } from './ledger.service.js';

// Lines already in the ledger before the group is posted: enough that reading all of them is
// what a planner without statistics picks for a join of the group's entries to their lines.
const EARLIER_ENTRIES = 20_000;
const GROUP_SIZE = 8;

/**
 * A group posting reads only its own rows, however long the ledger is: its answer once joined the
 * group's entries to every journal line, and on a ledger without fresh statistics the planner
 * read the whole table for each group (each transfer slower as the ledger grew). The connection
 * posts once while the ledger is short, as an API's pooled connections do at start, so a plan it
 * keeps from then must still fit the long ledger.
 */
describe('a group posting on a long ledger', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let repository: LedgerRepository;
  let merchantId: number;
  let members: MemberWallets[];
  let houseGame: AccountHandle;
  let game: { id: number; categoryCode: string };
  let vendorId: number;
  let keys = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // The repository's calls go to this one connection, so they run inside the test's transaction.
    repository = new LedgerRepository(database.prisma, client as unknown as pg.Pool);
    const ledger = new LedgerService(repository);
    const seeded = await seededMemberWallets(database.prisma, ledger, GROUP_SIZE);
    ({ merchantId, members } = seeded);
    vendorId = seeded.mg.id;
    game = await database.prisma.game.findFirstOrThrow({
      where: { vendorId },
      select: { id: true, categoryCode: true },
    });
    // Earlier entries between two house accounts (balanced, not touching the members' wallets).
    const house = await ledger.houseAccount(merchantId, 'HOUSE_CASH');
    houseGame = await ledger.houseAccount(merchantId, 'HOUSE_GAME', seeded.mg);
    await repository.postEntries(group());
    await repository.postEntries(closing());
    await client.query(
      `WITH entry AS (
         INSERT INTO journal_entry (merchant_id, kind, idempotency_scope, idempotency_key,
                                    request_hash)
         SELECT $1, 'ADJUSTMENT', 'earlier', 'earlier-' || n, 'hash'
         FROM generate_series(1, $2::int) n
         RETURNING id)
       INSERT INTO journal_line (entry_id, account_id, amount, balance_after)
       SELECT id, account, amount, 0 FROM entry,
              LATERAL (VALUES ($3::int, 1.00), ($4::int, -1.00)) AS line(account, amount)`,
      [merchantId, EARLIER_ENTRIES, house.id, houseGame.id],
    );
    await client.query(
      `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code, round_id)
       SELECT $1, $2, $3, $4, $5, 'earlier-' || n FROM generate_series(1, $6::int) n`,
      [merchantId, members[0].id, vendorId, game.id, game.categoryCode, EARLIER_ENTRIES],
    );
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  /** A posting of 0.00 on a round of the member at MG (no money needed). */
  const onRound = (
    member: MemberWallets,
    kind: 'BET_DEBIT' | 'WIN_CREDIT',
    roundId: string,
  ): NewPosting => {
    const key = `reads-${++keys}`;
    return {
      entry: {
        merchantId,
        kind,
        scope: 'seamless:MG',
        key,
        requestHash: hashRequest(key),
        memberId: member.id,
        round: {
          effect: kind === 'BET_DEBIT' ? 'STAKE' : 'PAYOUT',
          vendorId,
          roundId,
          gameId: game.id,
          categoryCode: game.categoryCode,
          isDemo: false,
          closes: kind === 'WIN_CREDIT',
          winId: `MG:${key}`,
        },
        reversesKey: null,
      },
      lines:
        kind === 'BET_DEBIT'
          ? [
              { accountId: member.main.id, amount: '-0.00' },
              { accountId: houseGame.id, amount: '0.00' },
            ]
          : [
              { accountId: member.main.id, amount: '0.00' },
              { accountId: houseGame.id, amount: '-0.00' },
            ],
    };
  };

  /** Each member bets on the round of this group: it opens them. */
  let round = 0;
  const opening = () => {
    round += 1;
    return members.map((member) => onRound(member, 'BET_DEBIT', `reads-${round}-${member.id}`));
  };
  /** Each member's win that closes the round the last opening opened. */
  const closing = () =>
    members.map((member) => onRound(member, 'WIN_CREDIT', `reads-${round}-${member.id}`));

  /** One transfer of 0.00 from each member's MAIN to their MG wallet, and a bet on a new round. */
  const group = (): NewPosting[] => [
    ...opening(),
    ...members.map((member): NewPosting => {
      const key = `reads-${++keys}`;
      return {
        entry: {
          merchantId,
          kind: 'TRANSFER',
          scope: `transfer:${member.id}`,
          key,
          requestHash: hashRequest(key),
          memberId: member.id,
          round: null,
          reversesKey: null,
        },
        lines: [
          { accountId: member.main.id, amount: '-0.00' },
          { accountId: member.vendor.id, amount: '0.00' },
        ],
      };
    }),
  ];

  /** Posts inside a transaction and answers the results with that transaction's table scans. */
  async function postCountingScans(postings: NewPosting[]) {
    await client.query('BEGIN');
    try {
      const results = await repository.postEntries(postings);
      const { rows } = await client.query<{ table: string; sequential: number }>(
        `SELECT relname AS table, seq_scan::int AS sequential FROM pg_stat_xact_user_tables
         WHERE relname IN ('journal_line', 'journal_entry', 'bet_record')`,
      );
      await client.query('COMMIT');
      return { results, scans: Object.fromEntries(rows.map((row) => [row.table, row.sequential])) };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  }

  it('answers new entries without reading the journal', async () => {
    const { results, scans } = await postCountingScans(group());

    expect(results.map((result) => result.outcome)).toEqual(Array(2 * GROUP_SIZE).fill('POSTED'));
    expect(results[GROUP_SIZE]).toMatchObject({
      // At the ledger's six decimals: the repository is below the currency's formatting.
      lines: [
        { accountId: members[0].main.id, amount: '0.000000', kind: 'MAIN', vendorCode: null },
        { accountId: members[0].vendor.id, amount: '0.000000', kind: 'VENDOR', vendorCode: 'MG' },
      ],
    });
    expect(scans).toEqual({ journal_line: 0, journal_entry: 0, bet_record: 0 });
  });

  it('settles rounds without reading the other rounds', async () => {
    const { results, scans } = await postCountingScans(closing());

    expect(results.map((result) => result.outcome)).toEqual(Array(GROUP_SIZE).fill('POSTED'));
    expect(scans).toEqual({ journal_line: 0, journal_entry: 0, bet_record: 0 });
  });

  it('answers replayed entries from their own lines only', async () => {
    const postings = group();
    const first = await repository.postEntries(postings);

    const { results, scans } = await postCountingScans(postings);

    expect(results).toEqual(first.map((result) => ({ ...result, outcome: 'REPLAYED' })));
    expect(scans).toEqual({ journal_line: 0, journal_entry: 0, bet_record: 0 });
  });
});
