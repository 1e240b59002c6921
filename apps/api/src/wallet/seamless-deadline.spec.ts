import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger, seamlessRequest } from '../../test/support/wallet.js';
import { GameSessionService } from './game-session.service.js';

// Short, so a call held up by a lock runs out of it soon; long enough for any call that is not.
const BUDGET_MS = 1_500;

describe('seamless wallet time budget', () => {
  let api: TestApp;
  let blocker: pg.Client;
  let pgGame: string;

  beforeAll(async () => {
    api = await createTestApp({ environment: { WALLET_TIME_BUDGET_MS: String(BUDGET_MS) } });
    pgGame = (await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } }))
      .gameCode;
    blocker = new pg.Client({ connectionString: api.database.url });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker.end();
    await api.close();
  });

  const member = (account: string) => api.prisma.member.findFirstOrThrow({ where: { account } });
  const mainOf = async (memberId: number) =>
    api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId, kind: 'MAIN' } });

  /** Another connection holds the member's MAIN wallet row while `during` runs. */
  async function whileWalletLocked<T>(memberId: number, during: () => Promise<T>): Promise<T> {
    const main = await mainOf(memberId);
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM ledger_account WHERE id = $1 FOR UPDATE', [main.id]);
    try {
      return await during();
    } finally {
      await blocker.query('ROLLBACK');
    }
  }

  async function playerOf(account: string) {
    const { id } = await member(account);
    const playerToken = (await api.app.get(GameSessionService).open(id, 'PG', pgGame)).playerToken;
    return { id, playerToken };
  }

  it.each([
    ['a member without limits (group commit)', 'demo_vip', null],
    ["a member with a limit (player protection's transaction)", 'demo_newbie', 'WAGER_MONTH'],
  ] as const)(
    'fails a bet and a win it cannot finish in time, posting nothing, for %s',
    async (_, account, limit) => {
      const player = await playerOf(account);
      if (limit) {
        const { merchantId } = await member(account);
        await api.prisma.playerLimit.create({
          data: { memberId: player.id, merchantId, kind: limit, value: '100000.00' },
        });
      }
      const before = (await mainOf(player.id)).balance.toFixed(2);
      const bet = {
        playerToken: player.playerToken,
        gameCode: pgGame,
        transactionId: `${account}-late-debit`,
        roundId: `${account}-late-round`,
        amount: '2.00',
      };
      const win = { ...bet, transactionId: `${account}-late-credit`, amount: '5.00' };
      const [debit, credit] = await whileWalletLocked(player.id, async () => [
        await seamlessRequest(api, 'PG', 'debit', bet),
        await seamlessRequest(api, 'PG', 'credit', win),
      ]);
      for (const refused of [debit, credit]) {
        expect([refused.status, refused.body.code, refused.body.value]).toEqual([
          503,
          'SERVICE_UNAVAILABLE',
          { balance: before, currency: 'MYR' },
        ]);
      }
      // Nothing landed, not even once the lock is gone.
      const keys = [bet.transactionId, win.transactionId];
      expect(await api.prisma.journalEntry.count({ where: { idempotencyKey: { in: keys } } })).toBe(
        0,
      );
      expect(await api.prisma.betRecord.count({ where: { roundId: bet.roundId } })).toBe(0);
      expect((await mainOf(player.id)).balance.toFixed(2)).toBe(before);
      // The vendor's retry, with the wallet free again, is taken.
      const retried = await seamlessRequest(api, 'PG', 'debit', bet);
      expect([retried.status, retried.body.value.balance]).toEqual([
        200,
        (await mainOf(player.id)).balance.toFixed(2),
      ]);
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    },
  );
});
