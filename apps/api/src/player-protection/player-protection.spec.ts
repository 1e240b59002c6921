import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_PATHS,
  LOBBY_PATHS,
  PROTECTION_PATHS,
  WALLET_PATHS,
  WITHDRAWAL_PATHS,
  type BetRefusalStatus,
  type ProtectionOverview,
} from '@wps/shared-types';
import { bearerFor, loginRequest, registration, updateSite } from '../../test/support/access.js';
import { consoleHeaders, signInOperator } from '../../test/support/console.js';
import { depositRequest, pngProof, seededChannel } from '../../test/support/deposits.js';
import { PAYMENT_PASSWORD, bindBankAccount, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger, seamlessRequest } from '../../test/support/wallet.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { PlayerProtectionService } from './player-protection.service.js';

const HOUR = 3_600_000;
// A one-pixel PNG: the identity form types images from their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('player protection', () => {
  let api: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let pgGame: { id: number; gameCode: string };
  let roundNumber = 0;

  beforeAll(async () => {
    clock = new TestClock();
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-protection-'));
    api = await createTestApp({ clock, environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    pgGame = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' }, categoryCode: 'RNG', enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, gameCode: true },
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const memberId = async (account: string) =>
    (await api.prisma.member.findFirstOrThrow({ where: { account } })).id;
  const overview = async (bearer: string): Promise<ProtectionOverview> =>
    (await api.http.get(PROTECTION_PATHS.overview).set('authorization', bearer).expect(200)).body
      .value;
  const lastRefusal = async (bearer: string): Promise<BetRefusalStatus['refusal']> =>
    (await api.http.get(PROTECTION_PATHS.betRefusal).set('authorization', bearer).expect(200)).body
      .value.refusal;
  const setLimit = (bearer: string, kind: string, value: string | null) =>
    api.http.put(PROTECTION_PATHS.limits).set('authorization', bearer).send({ kind, value });
  const token = async (account: string) =>
    (await api.app.get(GameSessionService).open(await memberId(account), 'PG', pgGame.gameCode))
      .playerToken;
  const debit = (playerToken: string, amount: string) => {
    roundNumber += 1;
    const roundId = `protection-${roundNumber}`;
    return seamlessRequest(api, 'PG', 'debit', {
      playerToken,
      gameCode: pgGame.gameCode,
      roundId,
      transactionId: `${roundId}:debit`,
      amount,
    });
  };
  const credit = (playerToken: string, amount: string) =>
    seamlessRequest(api, 'PG', 'credit', {
      playerToken,
      gameCode: pgGame.gameCode,
      roundId: `protection-${roundNumber}`,
      transactionId: `protection-${roundNumber}:credit`,
      amount,
      roundClosed: true,
    });

  describe('limits', () => {
    let bearer: string;
    beforeAll(async () => {
      bearer = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
    });

    it('refuses bad limits and changes nothing', async () => {
      for (const [kind, value] of [
        ['LOSS_YEAR', '10'],
        ['LOSS_DAY', '-5'],
        ['LOSS_DAY', '0'],
        ['LOSS_DAY', '1.234'],
        ['LOSS_DAY', 'ten'],
        ['SESSION_MINUTES', '5'],
        ['SESSION_MINUTES', '30.5'],
      ]) {
        const response = await setLimit(bearer, kind, value);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await overview(bearer)).limits).toEqual([]);
    });

    it('applies a new or lower limit at once and a higher one after the cooling-off', async () => {
      await setLimit(bearer, 'DEPOSIT_WEEK', '500').expect(200);
      await setLimit(bearer, 'DEPOSIT_WEEK', '300').expect(200);
      expect((await overview(bearer)).limits).toEqual([
        { kind: 'DEPOSIT_WEEK', value: '300.00', pending: null, used: '0.00' },
      ]);
      const raised = (await setLimit(bearer, 'DEPOSIT_WEEK', '800').expect(200)).body
        .value as ProtectionOverview;
      const from = new Date(clock.now() + 24 * HOUR).toISOString();
      expect(raised.limits).toEqual([
        { kind: 'DEPOSIT_WEEK', value: '300.00', pending: { value: '800.00', from }, used: '0.00' },
      ]);
      clock.advance(24 * HOUR - 1000);
      expect((await overview(bearer)).limits[0]).toMatchObject({ value: '300.00' });
      clock.advance(1000);
      expect((await overview(bearer)).limits).toEqual([
        { kind: 'DEPOSIT_WEEK', value: '800.00', pending: null, used: '0.00' },
      ]);
    });

    it('removes a limit only after the cooling-off, and a lowering cancels a raise', async () => {
      await setLimit(bearer, 'WAGER_DAY', '100').expect(200);
      await setLimit(bearer, 'WAGER_DAY', '1000').expect(200);
      await setLimit(bearer, 'WAGER_DAY', '50').expect(200);
      expect((await overview(bearer)).limits.find((l) => l.kind === 'WAGER_DAY')).toMatchObject({
        value: '50.00',
        pending: null,
      });
      await setLimit(bearer, 'WAGER_DAY', null).expect(200);
      const waiting = (await overview(bearer)).limits.find((l) => l.kind === 'WAGER_DAY');
      expect(waiting?.pending).toEqual({
        value: null,
        from: new Date(clock.now() + 24 * HOUR).toISOString(),
      });
      clock.advance(24 * HOUR);
      expect((await overview(bearer)).limits.map((l) => l.kind)).toEqual(['DEPOSIT_WEEK']);
    });

    it('shows the console the limits as the member sees them, found by account', async () => {
      await setLimit(bearer, 'SESSION_MINUTES', '90').expect(200);
      await setLimit(bearer, 'SESSION_MINUTES', '120').expect(200);
      const viewer = consoleHeaders(await signInOperator(api, 'READ_ONLY', { clock }));
      const list = await api.http
        .get(`${CONSOLE_PATHS.playerProtection}/members`)
        .query({ filter: 'LIMITED', account: 'demo_agent_m1' })
        .set(viewer)
        .expect(200);
      const id = await memberId('demo_agent_m1');
      expect(list.body.value).toMatchObject({
        total: 1,
        list: [{ memberId: id, account: 'demo_agent_m1', limitCount: 2 }],
      });
      const detail = await api.http
        .get(`${CONSOLE_PATHS.playerProtection}/members/${id}`)
        .set(viewer)
        .expect(200);
      expect(detail.body.value.limits).toEqual((await overview(bearer)).limits);
      expect(detail.body.value.limits).toContainEqual({
        kind: 'SESSION_MINUTES',
        value: '90',
        pending: { value: '120', from: new Date(clock.now() + 24 * HOUR).toISOString() },
        used: null,
      });
      expect(detail.body.value.limits).toContainEqual(
        expect.objectContaining({ kind: 'DEPOSIT_WEEK', used: '0.00' }),
      );
    });
  });

  describe('loss and wager limits in the seamless wallet', () => {
    it('refuses the bet that would pass a daily loss limit, and counts wins', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m2', 'Demo1234');
      await setLimit(bearer, 'LOSS_DAY', '50').expect(200);
      const playerToken = await token('demo_agent_m2');
      expect((await debit(playerToken, '30')).status).toBe(200);
      await credit(playerToken, '0').expect(200);
      expect(await lastRefusal(bearer)).toBeNull();
      const refused = await debit(playerToken, '30');
      expect([refused.status, refused.body.code]).toEqual([400, 'PLAY_LIMIT_REACHED']);
      expect(refused.body.message).toContain('daily loss limit of 50.00');
      expect(refused.body.value).toMatchObject({ kind: 'LOSS_DAY', limit: '50.00', used: '30.00' });
      // The vendor saw a refusal; the game frame learns which limit it was.
      expect(await lastRefusal(bearer)).toEqual({
        code: 'PLAY_LIMIT_REACHED',
        at: new Date(clock.now()).toISOString(),
        kind: 'LOSS_DAY',
        limit: '50.00',
      });
      // A win brings the day's loss down: the same bet fits again.
      expect((await debit(playerToken, '10')).status).toBe(200);
      await credit(playerToken, '25').expect(200);
      expect((await debit(playerToken, '30')).status).toBe(200);
      expect((await overview(bearer)).limits[0]).toMatchObject({ used: '45.00' });
    });

    it('lets a retried bet through: the first answer comes back', async () => {
      const playerToken = await token('demo_agent_m2');
      roundNumber += 1;
      const body = {
        playerToken,
        gameCode: pgGame.gameCode,
        roundId: `protection-${roundNumber}`,
        transactionId: `protection-${roundNumber}:debit`,
        amount: '5',
      };
      const first = await seamlessRequest(api, 'PG', 'debit', body).expect(200);
      const retry = await seamlessRequest(api, 'PG', 'debit', body).expect(200);
      expect(retry.body.value.ledgerReference).toBe(first.body.value.ledgerReference);
    });

    it('holds a wager limit under simultaneous bets', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
      await setLimit(bearer, 'WAGER_DAY', '100').expect(200);
      const playerToken = await token('demo_agent_m3');
      const answers = await Promise.all(Array.from({ length: 16 }, () => debit(playerToken, '10')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(
        answers.filter((answer) => answer.body.code === 'PLAY_LIMIT_REACHED').map((a) => a.status),
      ).toHaveLength(6);
      expect((await overview(bearer)).limits[0]).toMatchObject({ used: '100.00' });
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });

    it('leaves members without limits on the group commit: their bets are not counted', async () => {
      const playerToken = await token('demo_vip');
      expect((await debit(playerToken, '1000')).status).toBe(200);
      expect(
        await api.prisma.playerProtection.count({ where: { member: { account: 'demo_vip' } } }),
      ).toBe(0);
    });
  });

  describe('session limit and reality check', () => {
    it('ends a login session when its time limit is reached', async () => {
      const bearer = await bearerFor(api, 'demo_sub_m1', 'Demo1234');
      await setLimit(bearer, 'SESSION_MINUTES', '30').expect(200);
      // The session already open was cut to 30 minutes from its start.
      const sessions = await api.prisma.memberSession.findMany({
        where: { member: { account: 'demo_sub_m1' }, revokedAt: null },
      });
      for (const session of sessions) {
        expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThanOrEqual(
          30 * 60_000,
        );
      }
      const next = await bearerFor(api, 'demo_sub_m1', 'Demo1234');
      const value = await overview(next);
      expect(value.sessionEndsAt).not.toBeNull();
      // The server refuses the session once its end passed (its row's end, moved back here).
      await api.prisma.memberSession.updateMany({
        where: { member: { account: 'demo_sub_m1' } },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const ended = await api.http.get(PROTECTION_PATHS.overview).set('authorization', next);
      expect([ended.status, ended.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    });

    it("shows the session's time and net result at the member's interval", async () => {
      const bearer = await bearerFor(api, 'demo_sub_m2', 'Demo1234');
      const before = (
        await api.http.get(PROTECTION_PATHS.playSession).set('authorization', bearer).expect(200)
      ).body.value;
      expect(before).toMatchObject({ netResult: '0.00', realityCheckMinutes: 60 });
      const bad = await api.http
        .put(PROTECTION_PATHS.realityCheck)
        .set('authorization', bearer)
        .send({ minutes: 1 });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      await api.http
        .put(PROTECTION_PATHS.realityCheck)
        .set('authorization', bearer)
        .send({ minutes: 15 })
        .expect(200);
      const playerToken = await token('demo_sub_m2');
      await debit(playerToken, '20').expect(200);
      await credit(playerToken, '5').expect(200);
      expect(
        (await api.http.get(PROTECTION_PATHS.playSession).set('authorization', bearer).expect(200))
          .body.value,
      ).toMatchObject({ netResult: '-15.00', realityCheckMinutes: 15 });
    });
  });

  describe('time-out and self-exclusion', () => {
    it('refuses bad requests and changes nothing', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
      for (const body of [
        { kind: 'TIME_OUT', duration: '6M' },
        { kind: 'SELF_EXCLUSION', duration: '1D' },
        { kind: 'FOREVER', duration: 'PERMANENT' },
      ]) {
        const response = await api.http
          .post(PROTECTION_PATHS.exclusion)
          .set('authorization', bearer)
          .send(body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });

    it('stops play during a time-out, keeps login and withdrawals, and ends by itself', async () => {
      const bearer = await bearerFor(api, 'demo_member', 'Demo1234');
      const playerToken = await token('demo_member');
      const started = await api.http
        .post(PROTECTION_PATHS.exclusion)
        .set('authorization', bearer)
        .send({ kind: 'TIME_OUT', duration: '1D' })
        .expect(200);
      const endsAt = new Date(clock.now() + 24 * HOUR).toISOString();
      expect(started.body.value.exclusion).toMatchObject({ kind: 'TIME_OUT', endsAt });
      const launch = await api.http
        .post(LOBBY_PATHS.launchGame)
        .set('authorization', bearer)
        .send({ nodeId: String(pgGame.id), language: 'EN' });
      expect([launch.status, launch.body.code, launch.body.value.endsAt]).toEqual([
        403,
        'PLAY_EXCLUDED',
        endsAt,
      ]);
      const bet = await debit(playerToken, '1');
      expect([bet.status, bet.body.code]).toEqual([403, 'PLAY_EXCLUDED']);
      expect(await lastRefusal(bearer)).toMatchObject({
        code: 'PLAY_EXCLUDED',
        exclusion: { kind: 'TIME_OUT', endsAt },
      });
      // The member cannot shorten it.
      const shorter = await api.http
        .post(PROTECTION_PATHS.exclusion)
        .set('authorization', bearer)
        .send({ kind: 'TIME_OUT', duration: '1D' });
      expect(shorter.body.code).toBe('PLAY_EXCLUDED');
      // Logging in still works (to withdraw the balance); playing does not.
      await bearerFor(api, 'demo_member', 'Demo1234');
      const service = api.app.get(PlayerProtectionService);
      await expect(service.checkWithdrawal(await memberId('demo_member'))).resolves.toBeUndefined();
      await expect(
        service.checkDeposit(null, await memberId('demo_member'), '10'),
      ).rejects.toMatchObject({ code: 'PLAY_EXCLUDED' });
      clock.advance(24 * HOUR);
      expect((await overview(bearer)).exclusion).toBeNull();
      expect((await debit(playerToken, '1')).status).toBe(200);
    });

    it('refuses registration with the contacts of a self-excluded account until an operator lifts it with a reason', async () => {
      const register = await api.http
        .put('/wps/member/register')
        .send(registration({ username: 'excludeme1', email: 'excludeme1@example.com' }))
        .expect(200);
      const bearer = `Bearer ${register.body.value.token}`;
      await api.http
        .post(PROTECTION_PATHS.exclusion)
        .set('authorization', bearer)
        .send({ kind: 'SELF_EXCLUSION', duration: 'PERMANENT' })
        .expect(200);
      const again = await api.http
        .put('/wps/member/register')
        .send(registration({ username: 'excludeme2', email: 'ExcludeMe1@example.com' }));
      expect([again.status, again.body.code]).toEqual([403, 'REGISTRATION_EXCLUDED']);
      expect(await api.prisma.member.count({ where: { account: 'excludeme2' } })).toBe(0);

      const support = consoleHeaders(await signInOperator(api, 'SUPPORT', { clock }));
      const excludedId = await memberId('excludeme1');
      const base = `${CONSOLE_PATHS.playerProtection}/members/${excludedId}`;
      const list = await api.http
        .get(`${CONSOLE_PATHS.playerProtection}/members`)
        .query({ filter: 'EXCLUDED' })
        .set(support)
        .expect(200);
      expect(list.body.value.list.map((row: { account: string }) => row.account)).toContain(
        'excludeme1',
      );
      const noReason = await api.http.post(`${base}/exclusion/lift`).set(support).send({});
      expect([noReason.status, noReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      await api.http
        .post(`${base}/exclusion/lift`)
        .set(support)
        .send({ reason: 'Registered in error, confirmed by phone' })
        .expect(200);
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { action: { contains: 'exclusion/lift' } },
        orderBy: { id: 'desc' },
      });
      expect(JSON.stringify(audit.after)).toContain('Registered in error, confirmed by phone');
      const history = await api.http.get(`${base}/history`).set(support).expect(200);
      expect(history.body.value.list.map((event: { kind: string }) => event.kind)).toEqual([
        'EXCLUSION_LIFTED',
        'EXCLUSION_STARTED',
      ]);
      await api.http
        .put('/wps/member/register')
        .send(registration({ username: 'excludeme3', idNumber: 'X1' }))
        .expect(200);
    });

    it('refuses a transfer into a game wallet during a time-out', async () => {
      const bearer = await bearerFor(api, 'demo_agent', 'Agent1234');
      await api.http
        .post(PROTECTION_PATHS.exclusion)
        .set('authorization', bearer)
        .send({ kind: 'TIME_OUT', duration: '3D' })
        .expect(200);
      const transfer = await api.http
        .post(WALLET_PATHS.transfer)
        .set('authorization', bearer)
        .set('idempotency-key', 'protection-transfer-1')
        .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: '10' });
      expect(transfer.body.code).toBe('PLAY_EXCLUDED');
    });
  });

  describe('deposit and withdrawal checks', () => {
    const deposit = async (member: number, amount: string, key: string) => {
      const ledger = api.app.get(LedgerService);
      const merchantId = (await api.prisma.member.findUniqueOrThrow({ where: { id: member } }))
        .merchantId;
      const [cash, main] = await Promise.all([
        ledger.houseAccount(merchantId, 'HOUSE_CASH'),
        ledger.memberAccount(merchantId, member, 'MAIN'),
      ]);
      await api.prisma.$transaction(async (tx) => {
        await api.app.get(PlayerProtectionService).checkDeposit(tx, member, amount);
        await ledger.postWithin(tx, {
          merchantId,
          kind: 'DEPOSIT',
          scope: 'protection-test',
          key,
          request: { amount },
          memberId: member,
          lines: movement(cash, main, amount),
        });
      });
    };

    it('refuses a deposit past a deposit limit, and simultaneous deposits cannot pass it', async () => {
      const bearer = await bearerFor(api, 'demo_subagent', 'Agent1234');
      await setLimit(bearer, 'DEPOSIT_DAY', '100').expect(200);
      const id = await memberId('demo_subagent');
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, index) => deposit(id, '30', `limit-${index}`)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
        }
      }
      expect((await overview(bearer)).limits[0]).toMatchObject({ used: '90.00' });
    });

    it("asks for the operator's minimum age before the first deposit when the operator wants it", async () => {
      const support = consoleHeaders(await signInOperator(api, 'OWNER', { clock }));
      await api.http
        .put(`${CONSOLE_PATHS.playerProtection}/settings`)
        .set(support)
        .send({
          ageCheckBeforeDeposit: true,
          identityBeforeWithdrawal: true,
          realityCheckMinutes: 30,
        })
        .expect(200);
      const id = await memberId('demo_vip');
      const service = api.app.get(PlayerProtectionService);
      await expect(service.checkDeposit(null, id, '10')).rejects.toMatchObject({
        code: 'AGE_CHECK_REQUIRED',
      });
      const young = new Date(clock.now() - 17 * 366 * 24 * HOUR);
      await api.prisma.member.update({ where: { id }, data: { birthday: young } });
      await expect(service.checkDeposit(null, id, '10')).rejects.toMatchObject({
        code: 'AGE_CHECK_REQUIRED',
      });
      await api.prisma.member.update({
        where: { id },
        data: { birthday: new Date('1990-01-01T00:00:00Z') },
      });
      await expect(service.checkDeposit(null, id, '10')).resolves.toBeUndefined();
    });

    it('needs a verified identity before the first withdrawal: upload, console review', async () => {
      const bearer = await bearerFor(api, 'demo_vip', 'Demo1234');
      const id = await memberId('demo_vip');
      const service = api.app.get(PlayerProtectionService);
      await expect(service.checkWithdrawal(id)).rejects.toMatchObject({
        code: 'IDENTITY_NOT_VERIFIED',
      });
      const notImage = await api.http
        .put(PROTECTION_PATHS.identity)
        .set('authorization', bearer)
        .attach('documents', Buffer.from('not an image'), 'id.png');
      expect([notImage.status, notImage.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await overview(bearer)).identity.status).toBe('NOT_VERIFIED');
      const sent = await api.http
        .put(PROTECTION_PATHS.identity)
        .set('authorization', bearer)
        .attach('documents', PNG, 'front.png')
        .expect(200);
      expect(sent.body.value).toMatchObject({ status: 'PENDING', documentCount: 1 });

      const support = consoleHeaders(
        await signInOperator(api, 'SUPPORT', { clock, stepsAhead: 1 }),
      );
      const base = `${CONSOLE_PATHS.playerProtection}/members/${id}`;
      const image = await api.http.get(`${base}/identity/documents/1`).set(support).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      const noReason = await api.http
        .post(`${base}/identity/review`)
        .set(support)
        .send({ decision: 'REJECTED' });
      expect(noReason.status).toBe(400);
      await api.http
        .post(`${base}/identity/review`)
        .set(support)
        .send({ decision: 'VERIFIED' })
        .expect(200);
      const twice = await api.http
        .post(`${base}/identity/review`)
        .set(support)
        .send({ decision: 'REJECTED', reason: 'Blurred picture' });
      expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
      await expect(service.checkWithdrawal(id)).resolves.toBeUndefined();
    });

    it('is asked by the deposit and withdrawal routes themselves, which then change nothing', async () => {
      // A later 30-second step: the owner's code of this one was used above.
      clock.advance(60_000);
      const owner = consoleHeaders(await signInOperator(api, 'OWNER', { clock }));
      await api.http
        .put(`${CONSOLE_PATHS.playerProtection}/settings`)
        .set(owner)
        .send({
          ageCheckBeforeDeposit: false,
          identityBeforeWithdrawal: true,
          realityCheckMinutes: 30,
        })
        .expect(200);
      const { bearer, memberId: id } = await moneyOutMember(api, 'demo_agent_m2', 'Agent Em Two');
      await setLimit(bearer, 'DEPOSIT_DAY', '20').expect(200);
      const channelId = String((await seededChannel(api, 'BANK_TRANSFER')).id);
      const refused = await depositRequest(api, bearer, { channelId, amount: '60.00' }, [
        pngProof(),
      ]);
      expect([refused.status, refused.body.code]).toEqual([400, 'DEPOSIT_LIMIT_REACHED']);
      expect(await api.prisma.deposit.count({ where: { memberId: id } })).toBe(0);

      const bankAccountId = await bindBankAccount(api, bearer, {
        accountNumber: '998877665544',
        holderName: 'Agent Em Two',
      });
      const withdrawal = await api.http
        .post(WITHDRAWAL_PATHS.withdrawals)
        .set({ authorization: bearer, 'Idempotency-Key': 'protection-withdrawal-1' })
        .send({ amount: '60.00', bankAccountId, paymentPassword: PAYMENT_PASSWORD });
      expect([withdrawal.status, withdrawal.body.code]).toEqual([403, 'IDENTITY_NOT_VERIFIED']);
      expect(await api.prisma.withdrawal.count({ where: { memberId: id } })).toBe(0);
    });
  });

  it('keeps the login refused for a wrong password (no hint of an exclusion)', async () => {
    const response = await loginRequest(api, 'excludeme1', 'wrong-password');
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
  });
});
