import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  seededMemberWallets,
  type MemberWallets,
} from '../../test/support/wallet.js';
import { seededRandom } from '../common/deterministic-random.js';
import {
  LedgerRepository,
  type NewEntry,
  type NewPosting,
  type PostEntryResult,
} from './ledger.repository.js';
import { movement, type AccountHandle } from './entry-kinds.js';
import { hashRequest, LedgerService } from './ledger.service.js';

/** Postings sent together in one call of ledger_post_batch: each is decided on its own. */
describe('ledger postings sent as one group', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let repository: LedgerRepository;
  let merchantId: number;
  let members: MemberWallets[];
  let house: AccountHandle;
  let houseGame: AccountHandle;
  let mg: { id: number; code: string };
  let game: { id: number; categoryCode: string };
  let keys = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    repository = new LedgerRepository(database.prisma, pool);
    const ledger = new LedgerService(repository);
    ({ merchantId, members, mg } = await seededMemberWallets(database.prisma, ledger, 4));
    house = await ledger.houseAccount(merchantId, 'HOUSE_CASH');
    houseGame = await ledger.houseAccount(merchantId, 'HOUSE_GAME', mg);
    game = await database.prisma.game.findFirstOrThrow({
      where: { vendorId: mg.id },
      select: { id: true, categoryCode: true },
    });
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const entry = (memberId: number, key: string, request: unknown = key): NewEntry => ({
    merchantId,
    kind: 'TRANSFER',
    scope: `transfer:${memberId}`,
    key,
    requestHash: hashRequest(request),
    memberId,
    round: null,
    reversesKey: null,
  });

  /** Money from one account to another (lines in lock order: member accounts first, by id). */
  const move = (
    memberId: number,
    from: AccountHandle,
    to: AccountHandle,
    amount: string,
    key = `group-${++keys}`,
  ): NewPosting => {
    const lines = [
      { accountId: from.id, amount: `-${amount}`, house: from.kind === 'HOUSE_CASH' },
      { accountId: to.id, amount, house: to.kind === 'HOUSE_CASH' },
    ].sort((a, b) => Number(a.house) - Number(b.house) || a.accountId - b.accountId);
    return {
      entry: entry(memberId, key, { from: from.id, to: to.id, amount }),
      lines: lines.map(({ accountId, amount: lineAmount }) => ({
        accountId,
        amount: lineAmount,
      })),
    };
  };

  const balanceOf = async (account: AccountHandle) =>
    (
      await pool.query<{ balance: string }>(
        'SELECT balance::text FROM ledger_account WHERE id = $1',
        [account.id],
      )
    ).rows[0].balance;

  const entriesOf = async (key: string) =>
    (
      await pool.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM journal_entry WHERE idempotency_key = $1',
        [key],
      )
    ).rows[0].count;

  const outcomes = (results: PostEntryResult[]) => results.map((result) => result.outcome);

  // The repository answers at the ledger's six decimals (the API writes them in the currency's).
  const plus = (balance: string, amount: number) => (Number(balance) + amount).toFixed(6);

  it('posts the others when one posting lacks the money, and writes nothing of that one', async () => {
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    await repository.postEntries([
      move(alice.id, house, alice.main, '100.00'),
      move(bob.id, house, bob.main, '100.00'),
    ]);
    const [aliceMain, bobMain] = [await balanceOf(alice.main), await balanceOf(bob.main)];
    // MAIN is credited first (lock order), then the vendor wallet, holding 20.00, falls short.
    const short = move(alice.id, alice.vendor, alice.main, '30.00', 'group-short');
    const results = await repository.postEntries([
      move(alice.id, alice.main, alice.vendor, '20.00'),
      short,
      move(bob.id, bob.main, bob.vendor, '25.00'),
      move(alice.id, alice.vendor, alice.main, '15.00'),
    ]);

    expect(outcomes(results)).toEqual(['POSTED', 'INSUFFICIENT_FUNDS', 'POSTED', 'POSTED']);
    expect(await balanceOf(alice.main)).toBe(plus(aliceMain, -5));
    expect(await balanceOf(alice.vendor)).toBe('5.000000');
    expect(await balanceOf(bob.main)).toBe(plus(bobMain, -25));
    expect(await balanceOf(bob.vendor)).toBe('25.000000');
    // Each posted entry answers its own lines with the balances after it.
    expect(results[3]).toMatchObject({
      lines: [
        { accountId: alice.main.id, amount: '15.000000', balanceAfter: plus(aliceMain, -5) },
        {
          accountId: alice.vendor.id,
          amount: '-15.000000',
          balanceAfter: '5.000000',
          kind: 'VENDOR',
        },
      ],
    });
    // The refused key stays free: sent again for what is there, it posts.
    expect(await entriesOf('group-short')).toBe(0);
    const [retry] = await repository.postEntries([
      {
        ...short,
        lines: short.lines.map((line) => ({ ...line, amount: line.amount.replace('30', '5') })),
      },
    ]);
    expect(retry.outcome).toBe('POSTED');
    expect(await balanceOf(alice.vendor)).toBe('0.000000');
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('posts a key once when it comes twice in one group: a replay, or KEY_REUSED for another request', async () => {
    const carol = members[2];
    await repository.postEntries([move(carol.id, house, carol.main, '50.00')]);
    const mainBefore = await balanceOf(carol.main);
    const first = move(carol.id, carol.main, carol.vendor, '10.00', 'group-twice');
    const other = move(carol.id, carol.main, carol.vendor, '20.00', 'group-twice');
    const results = await repository.postEntries([first, first, other]);

    expect(outcomes(results)).toEqual(['POSTED', 'REPLAYED', 'KEY_REUSED']);
    const [posted, replayed] = results as Extract<PostEntryResult, { lines: unknown }>[];
    expect(replayed.entryId).toBe(posted.entryId);
    expect(replayed.lines).toEqual(posted.lines);
    expect(await entriesOf('group-twice')).toBe(1);
    expect(await balanceOf(carol.main)).toBe(plus(mainBefore, -10));
    expect(await balanceOf(carol.vendor)).toBe('10.000000');

    // And in a later group: the first result again.
    const [later] = await repository.postEntries([first]);
    expect(later).toMatchObject({ outcome: 'REPLAYED', entryId: posted.entryId });
  });

  /** A posting of a seamless round at MG, of `memberId`'s MAIN wallet. */
  const onRound = (
    member: MemberWallets,
    roundId: string,
    kind: 'BET_DEBIT' | 'WIN_CREDIT' | 'ROLLBACK',
    key: string,
    amount: string | null,
    reversesKey: string | null = null,
  ): NewPosting => ({
    entry: {
      merchantId,
      kind,
      scope: 'seamless:MG',
      key,
      requestHash: hashRequest({ kind, key, amount, reversesKey }),
      memberId: member.id,
      round: {
        effect: ({ BET_DEBIT: 'STAKE', WIN_CREDIT: 'PAYOUT', ROLLBACK: 'REVERSE' } as const)[kind],
        vendorId: mg.id,
        roundId,
        gameId: kind === 'ROLLBACK' ? null : game.id,
        categoryCode: kind === 'ROLLBACK' ? null : game.categoryCode,
        isDemo: false,
        closes: kind === 'WIN_CREDIT',
        winId: `MG:${key}`,
      },
      reversesKey,
    },
    lines:
      amount === null
        ? []
        : kind === 'BET_DEBIT'
          ? [
              { accountId: member.main.id, amount: `-${amount}` },
              { accountId: houseGame.id, amount },
            ]
          : [
              { accountId: member.main.id, amount },
              { accountId: houseGame.id, amount: `-${amount}` },
            ],
  });

  it('decides a whole round sent as one group: bets on a round it opens, a win that closes it, rollbacks of its own bets', async () => {
    const dave = members[3];
    await repository.postEntries([move(dave.id, house, dave.main, '100.00')]);
    const mainBefore = await balanceOf(dave.main);
    const roundId = 'group-round';
    const posting = (
      kind: 'BET_DEBIT' | 'WIN_CREDIT' | 'ROLLBACK',
      key: string,
      amount: string | null,
      reversesKey: string | null = null,
    ) => onRound(dave, roundId, kind, key, amount, reversesKey);
    const group = [
      posting('BET_DEBIT', 'round-bet-1', '5.00'),
      posting('BET_DEBIT', 'round-bet-2', '3.00'),
      posting('ROLLBACK', 'round-rollback-1', null, 'round-bet-1'),
      // The same bet cancelled again under another id: the first cancellation again.
      posting('ROLLBACK', 'round-rollback-2', null, 'round-bet-1'),
      posting('WIN_CREDIT', 'round-win', '10.00'),
      posting('BET_DEBIT', 'round-bet-3', '1.00'),
      posting('ROLLBACK', 'round-rollback-3', null, 'round-bet-2'),
    ];

    const results = await repository.postEntries(group);

    expect(outcomes(results)).toEqual([
      'POSTED',
      'POSTED',
      'POSTED',
      'REPLAYED',
      'POSTED',
      'ROUND_CLOSED',
      'ROUND_SETTLED',
    ]);
    const [bet, , rollback, again] = results as Extract<PostEntryResult, { lines: unknown }>[];
    expect(again.entryId).toBe(rollback.entryId);
    expect(rollback.lines).toEqual([
      {
        accountId: dave.main.id,
        kind: 'MAIN',
        vendorCode: null,
        amount: '5.000000',
        balanceAfter: plus(mainBefore, -3),
      },
      expect.objectContaining({ accountId: houseGame.id, amount: '-5.000000' }),
    ]);
    const { rows: entries } = await pool.query<{
      key: string;
      betId: string;
      reverses: string | null;
    }>(
      `SELECT idempotency_key AS key, bet_id::text AS "betId", reverses_entry_id::text AS reverses
       FROM journal_entry WHERE idempotency_key LIKE 'round-%' ORDER BY id`,
    );
    expect(entries.map((row) => row.key)).toEqual([
      'round-bet-1',
      'round-bet-2',
      'round-rollback-1',
      'round-win',
    ]);
    expect(new Set(entries.map((row) => row.betId)).size).toBe(1);
    expect(entries[2].reverses).toBe(bet.entryId.toString());
    const { rows: rounds } = await pool.query(
      `SELECT stake::text, payout::text, status::text, settled_at IS NOT NULL AS settled
       FROM bet_record WHERE round_id = $1`,
      [roundId],
    );
    expect(rounds).toEqual([
      { stake: '3.000000', payout: '10.000000', status: 'SETTLED', settled: true },
    ]);
    const { rows: wins } = await pool.query(
      'SELECT win_amount::numeric(20,2)::text AS amount FROM game_win WHERE transaction_id = $1',
      ['MG:round-win'],
    );
    expect(wins).toEqual([{ amount: '10.00' }]);
    expect(await balanceOf(dave.main)).toBe(plus(mainBefore, 7));

    // The same group again, in a later call: the entries it posted, and the same refusals.
    const again2 = await repository.postEntries(group);
    expect(outcomes(again2)).toEqual([
      'REPLAYED',
      'REPLAYED',
      'REPLAYED',
      'REPLAYED',
      'REPLAYED',
      'ROUND_CLOSED',
      'ROUND_SETTLED',
    ]);
    expect(again2.map((result) => ('entryId' in result ? result.entryId : null))).toEqual(
      results.map((result) => ('entryId' in result ? result.entryId : null)),
    );
    expect(await balanceOf(dave.main)).toBe(plus(mainBefore, 7));
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('refuses a bet whose rollback came first, in the same group or an earlier one', async () => {
    const carol = members[2];
    await repository.postEntries([move(carol.id, house, carol.main, '100.00')]);
    const mainBefore = await balanceOf(carol.main);
    const [rollbackFirst, betFirst, earlier] = ['unseen-1', 'unseen-2', 'unseen-3'].map(
      (roundId) => ({
        bet: onRound(carol, roundId, 'BET_DEBIT', `${roundId}-bet`, '4.00'),
        rollback: onRound(carol, roundId, 'ROLLBACK', `${roundId}-undo`, null, `${roundId}-bet`),
      }),
    );

    const results = await repository.postEntries([
      rollbackFirst.rollback,
      rollbackFirst.bet,
      betFirst.bet,
      betFirst.rollback,
    ]);
    expect(outcomes(results)).toEqual(['POSTED', 'ROLLED_BACK', 'POSTED', 'POSTED']);
    // The rollback of a bet never seen moves nothing: its entry has no lines.
    expect(results[0]).toMatchObject({ lines: [] });
    expect(await balanceOf(carol.main)).toBe(mainBefore);

    // Across groups: the rollback's group, then the bet's, then the bet again and a second
    // rollback of it (which answers the first).
    const [undone] = await repository.postEntries([earlier.rollback]);
    const later = await repository.postEntries([
      earlier.bet,
      onRound(carol, 'unseen-3', 'ROLLBACK', 'unseen-3-undo-2', null, 'unseen-3-bet'),
    ]);
    expect(outcomes(later)).toEqual(['ROLLED_BACK', 'REPLAYED']);
    expect(later[1]).toMatchObject({ entryId: (undone as { entryId: bigint }).entryId, lines: [] });
    expect(await balanceOf(carol.main)).toBe(mainBefore);
    const { rows } = await pool.query<{ key: string }>(
      `SELECT key FROM rolled_back_transaction WHERE key LIKE 'unseen-%' ORDER BY key`,
    );
    expect(rows.map((row) => row.key)).toEqual(['unseen-1-bet', 'unseen-3-bet']);
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('holds what foreign keys held: a posting moves accounts of its own member, and accounts and rounds are never deleted', async () => {
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    await expect(
      repository.postEntries([move(alice.id, bob.main, bob.vendor, '1.00')]),
    ).rejects.toThrow(`no account of member ${alice.id}`);
    await expect(
      pool.query('DELETE FROM ledger_account WHERE id = $1', [alice.main.id]),
    ).rejects.toThrow('ledger_account is append-only');
    await expect(pool.query('DELETE FROM bet_record')).rejects.toThrow('bet_record is append-only');
  });

  it('refuses a group with an entry whose lines do not sum to zero, and writes nothing of the group', async () => {
    const [member] = members;
    await repository.postEntries([move(member.id, house, member.main, '100.00')]);
    const before = await balanceOf(member.main);
    const fine = move(member.id, member.main, member.vendor, '5.00');
    const unbalanced = move(member.id, member.main, member.vendor, '5.00');
    unbalanced.lines = [unbalanced.lines[0], { ...unbalanced.lines[1], amount: '4.00' }];
    await expect(repository.postEntries([fine, unbalanced])).rejects.toThrow(/does not balance/);
    expect(await balanceOf(member.main)).toBe(before);
    expect(await entriesOf(fine.entry.key)).toBe(0);
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('still refuses at commit a line written after a posting in the same transaction', async () => {
    const [member] = members;
    const posting = move(member.id, house, member.main, '10.00');
    await expect(
      database.prisma.$transaction(async (tx) => {
        const [posted] = await repository.postEntries([posting], tx);
        if (posted.outcome !== 'POSTED') throw new Error(posted.outcome);
        await tx.$executeRaw`
          INSERT INTO journal_line (entry_id, account_id, amount, balance_after)
          VALUES (${posted.entryId}, ${house.id}, 1, 0)`;
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await entriesOf(posting.entry.key)).toBe(0);
  });

  it('never deadlocks when concurrent groups touch the same accounts in different orders', async () => {
    for (const member of members) {
      await repository.postEntries([move(member.id, house, member.main, '1000.00')]);
    }
    const random = seededRandom(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const group = () =>
      Array.from({ length: 2 + Math.floor(random() * 8) }, () => {
        const member = pick(members);
        const [from, to] =
          random() < 0.5 ? [member.main, member.vendor] : [member.vendor, member.main];
        // Some through the hot house account too, as opening balances and rounds do.
        return random() < 0.2
          ? move(member.id, house, member.main, '1.00')
          : move(member.id, from, to, (1 + Math.floor(random() * 300)).toFixed(2));
      }).sort(() => random() - 0.5);

    const results = await Promise.all(
      Array.from({ length: 40 }, () => repository.postEntries(group())),
    );

    const seen = new Set(results.flat().map((result) => result.outcome));
    expect([...seen].sort()).toEqual(['INSUFFICIENT_FUNDS', 'POSTED']);
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });

  it('takes every bet on a new round when bets race to open it from two processes', async () => {
    const [member] = members;
    await repository.postEntries([move(member.id, house, member.main, '100.00')]);
    // Two API processes: each has its own group commit, so the bets travel in separate groups.
    const processes = [new LedgerService(repository), new LedgerService(repository)];
    const bet = (ledger: LedgerService, roundId: string, key: string) =>
      ledger.post({
        merchantId,
        kind: 'BET_DEBIT',
        scope: 'seamless:MG',
        key,
        request: { roundId, key },
        memberId: member.id,
        lines: movement(member.vendor, houseGame, '0.00'),
        round: { vendorId: mg.id, roundId, game, isDemo: false },
      });
    for (let race = 0; race < 20; race++) {
      const roundId = `race-${race}`;
      const bets = processes.map((ledger, process) =>
        bet(ledger, roundId, `${roundId}-${process}`),
      );
      await expect(Promise.all(bets)).resolves.toHaveLength(2);
    }
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  });
});
