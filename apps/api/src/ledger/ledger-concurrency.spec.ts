import { WALLET_PATHS } from '@wps/shared-types';
import pg from 'pg';
import type { Response } from 'supertest';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  seamlessRequest,
  type SeamlessCall,
} from '../../test/support/wallet.js';
import { seededRandom } from '../common/deterministic-random.js';
import { GameSessionService } from '../wallet/game-session.service.js';

const CLIENTS = 60;
const STEPS_PER_CLIENT = 8;
// The seeded demo logins (prisma/seed/demo-accounts.json) with their opening balances.
const MEMBERS: [account: string, password: string][] = [
  ['demo_member', 'Demo1234'],
  ['demo_vip', 'Demo1234'],
  ['demo_agent', 'Agent1234'],
  ['demo_agent_m1', 'Demo1234'],
  ['demo_agent_m2', 'Demo1234'],
  ['demo_agent_m3', 'Demo1234'],
  ['demo_subagent', 'Agent1234'],
  ['demo_sub_m1', 'Demo1234'],
  ['demo_sub_m2', 'Demo1234'],
];

interface Player {
  bearer: string;
  tokens: Record<'PG' | 'MG', { token: string; gameCode: string }>;
}

/** What a client saw for one idempotency key or transaction id. */
interface Outcome {
  key: string;
  answers: Response[];
}

// Answers a client may get under contention besides 200: a stake or transfer above the balance,
// and the loser of a credit racing a rollback of the same round (settled, or rolled back).
const ACCEPTED_REFUSALS = [
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_ALREADY_SETTLED',
  'TRANSACTION_ROLLED_BACK',
];

describe('ledger under concurrent load', () => {
  let api: TestApp;
  const players: Player[] = [];
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    api = await createTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    await updateSite(api, { sliderVerification: false });
    const sessions = api.app.get(GameSessionService);
    const gameOf = async (vendor: string) =>
      (await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: vendor } } })).gameCode;
    const games = { PG: await gameOf('PG'), MG: await gameOf('MG') };
    for (const [account, password] of MEMBERS) {
      const member = await api.prisma.member.findFirstOrThrow({ where: { account } });
      const open = async (vendor: 'PG' | 'MG') => ({
        token: (await sessions.open(member.id, vendor, games[vendor])).playerToken,
        gameCode: games[vendor],
      });
      players.push({
        bearer: await bearerFor(api, account, password),
        tokens: { PG: await open('PG'), MG: await open('MG') },
      });
    }
  });
  afterAll(async () => {
    await api.close();
  });

  const record = (key: string, answers: Response[]) => {
    outcomes.push({ key, answers });
    return answers;
  };

  /** Sends the same request `copies` times at once: a client retrying before the first answer. */
  const transfer = async (player: Player, memberKey: string, body: object, copies: number) => {
    const send = () =>
      api.http
        .post(WALLET_PATHS.transfer)
        .set('authorization', player.bearer)
        .set('Idempotency-Key', memberKey)
        .send(body);
    const answers = await Promise.all(Array.from({ length: copies }, send));
    // And one more after the others answered: a retry after a lost answer.
    answers.push(await send());
    return record(memberKey, answers);
  };

  const seamless = async (
    vendor: 'PG' | 'MG',
    call: SeamlessCall,
    body: { transactionId: string } & Record<string, string | boolean>,
    copies: number,
  ) => {
    const send = () => seamlessRequest(api, vendor, call, body);
    const answers = await Promise.all(Array.from({ length: copies }, send));
    answers.push(await send());
    return record(body.transactionId, answers);
  };

  async function runClient(index: number): Promise<void> {
    const random = seededRandom(index + 1);
    const player = players[index % players.length];
    const amount = () => (1 + Math.floor(random() * 5000) / 100).toFixed(2);
    for (let step = 0; step < STEPS_PER_CLIENT; step++) {
      const id = `client-${index}-step-${step}`;
      const copies = 1 + Math.floor(random() * 3);
      const choice = random();
      if (choice < 0.15) {
        await transfer(
          player,
          id,
          { direction: 'TO_VENDOR', vendor: 'MG', amount: amount() },
          copies,
        );
      } else if (choice < 0.25) {
        await transfer(
          player,
          id,
          { direction: 'FROM_VENDOR', vendor: 'MG', amount: amount() },
          copies,
        );
      } else if (choice < 0.3) {
        await transfer(player, id, { direction: 'ALL_TO_MAIN' }, copies);
      } else {
        const vendor = random() < 0.7 ? 'PG' : 'MG';
        const { token, gameCode } = player.tokens[vendor];
        const round = { playerToken: token, gameCode, roundId: `${id}-round` };
        const [debit] = await seamless(
          vendor,
          'debit',
          { ...round, transactionId: `${id}-debit`, amount: amount() },
          copies,
        );
        if (debit.status !== 200) continue;
        const settle = random();
        const credit = () =>
          seamless(
            vendor,
            'credit',
            { ...round, transactionId: `${id}-credit`, amount: amount(), roundClosed: true },
            copies,
          );
        const rollback = () =>
          seamless(
            vendor,
            'rollback',
            {
              playerToken: token,
              roundId: round.roundId,
              transactionId: `${id}-rollback`,
              referenceTransactionId: `${id}-debit`,
            },
            copies,
          );
        if (settle < 0.6) await credit();
        else if (settle < 0.8) await rollback();
        // The race a provider can cause: a late credit and a rollback of the same round.
        else await Promise.all([credit(), rollback()]);
      }
    }
  }

  it(`stays exact with ${CLIENTS} clients transferring, betting, winning and rolling back`, async () => {
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => runClient(index)));

    const unexpected = outcomes.flatMap((outcome) =>
      outcome.answers.filter(
        (answer) => answer.status !== 200 && !ACCEPTED_REFUSALS.includes(answer.body.code),
      ),
    );
    expect(unexpected.map((answer) => answer.body)).toEqual([]);

    // Every copy of a request that succeeded answered the same first result.
    for (const outcome of outcomes) {
      const succeeded = outcome.answers.filter((answer) => answer.status === 200);
      for (const answer of succeeded) expect(answer.body.value).toEqual(succeeded[0].body.value);
    }

    // Each key that succeeded was applied exactly once; a key always refused left nothing.
    const database = new pg.Client({ connectionString: api.database.url });
    await database.connect();
    try {
      // Keys are unique across clients and calls (client-<n>-step-<n>, then -debit, -credit or -rollback).
      const entries = await database.query<{ key: string; count: number }>(
        `SELECT idempotency_key AS key, count(*)::int AS count FROM journal_entry
         WHERE idempotency_scope <> 'seed' GROUP BY 1`,
      );
      const applied = new Map(entries.rows.map((row) => [row.key, row.count]));
      const wrongCounts = outcomes.filter((outcome) => {
        const succeeded = outcome.answers.some((answer) => answer.status === 200);
        return (applied.get(outcome.key) ?? 0) !== (succeeded ? 1 : 0);
      });
      expect(wrongCounts.map((outcome) => outcome.key)).toEqual([]);
      // Every round's stake is its debits less the rolled-back ones, and a round was either
      // credited or rolled back, never both.
      const rounds = await database.query<{ wrong: number }>(`
        SELECT count(*)::int AS wrong FROM bet_record b
        WHERE b.stake <> (
            SELECT COALESCE(sum(-l.amount), 0) FROM journal_entry d
            JOIN journal_line l ON l.entry_id = d.id
            JOIN ledger_account a ON a.id = l.account_id AND a.member_id IS NOT NULL
            WHERE d.bet_id = b.id AND d.kind = 'BET_DEBIT'
              AND NOT EXISTS (SELECT 1 FROM journal_entry r WHERE r.reverses_entry_id = d.id))
          OR (b.status = 'SETTLED' AND EXISTS (
            SELECT 1 FROM journal_entry r WHERE r.bet_id = b.id AND r.kind = 'ROLLBACK'))`);
      expect(rounds.rows[0].wrong).toBe(0);
    } finally {
      await database.end();
    }

    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    // The run really mixed every kind of call, successes and refusals.
    const succeededKinds = new Set(
      outcomes
        .filter((outcome) => outcome.answers.some((answer) => answer.status === 200))
        .map((outcome) => /-(debit|credit|rollback)$/.exec(outcome.key)?.[1] ?? 'transfer'),
    );
    expect([...succeededKinds].sort()).toEqual(['credit', 'debit', 'rollback', 'transfer']);
    expect(outcomes.length).toBeGreaterThan(CLIENTS * STEPS_PER_CLIENT);
    // A fixed amount of work: on a loaded 2-core machine it can outlast the common 60 s.
  }, 600_000);
});
