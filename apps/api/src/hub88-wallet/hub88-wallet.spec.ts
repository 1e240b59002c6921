import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  HUB88_SIGNATURE_HEADER,
  hub88WalletPath,
  type Hub88WalletOperation,
  type Hub88WalletResponse,
} from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { AppError } from '../common/app-error.js';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import type { SeamlessWalletService } from '../wallet/seamless-wallet.service.js';
import type { WalletVendor } from '../wallet/wallet.repository.js';
import { signHub88Body } from './hub88-signature.js';
import { HUB88_STATUS_OF, Hub88WalletService } from './hub88-wallet.service.js';

// The seeded vendor on Hub88's protocol (prisma/seed/vendors.json), whose key pair the seed made.
const VENDOR = 'YGG';

describe("Hub88's operator Wallet API", () => {
  let api: TestApp;
  let privateKey: string;
  let user: string;
  let game: string;
  let token: string;
  let currency: string;

  beforeAll(async () => {
    api = await createTestApp();
    const vendor = await api.prisma.vendor.findUniqueOrThrow({
      where: { code: VENDOR },
      include: { providerSigningKey: true },
    });
    privateKey = vendor.providerSigningKey!.privateKey;
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    user = String(member.id);
    game = (await api.prisma.game.findFirstOrThrow({ where: { vendorId: vendor.id } })).gameCode;
    token = (await api.app.get(GameSessionService).open(member.id, VENDOR, game)).playerToken;
    currency = (await api.prisma.merchant.findFirstOrThrow()).currencyCode;
  });
  afterAll(async () => {
    await api.close();
  });

  const send = async (
    operation: Hub88WalletOperation,
    body: object,
    options: { key?: string; vendor?: string; signature?: string | null } = {},
  ): Promise<Hub88WalletResponse> => {
    const text = JSON.stringify(body);
    const signature =
      options.signature === undefined
        ? signHub88Body(options.key ?? privateKey, text)
        : options.signature;
    const request = api.http
      .post(hub88WalletPath(options.vendor ?? VENDOR, operation))
      .set('content-type', 'application/json');
    if (signature !== null) request.set(HUB88_SIGNATURE_HEADER, signature);
    const response = await request.send(text);
    // Every answer is HTTP 200; the outcome is the body's status.
    expect(response.status).toBe(200);
    return response.body as Hub88WalletResponse;
  };
  const common = <T extends object>(extra: T = {} as T) => ({
    user,
    token,
    game_code: game,
    request_uuid: randomUUID(),
    ...extra,
  });
  const bet = (extra: object) =>
    send(
      'bet',
      common({ transaction_uuid: randomUUID(), round: randomUUID(), currency, ...extra }),
    );
  const balance = async () => (await send('balance', common())).balance;

  it('answers the balance in 1/100000 units, echoing request_uuid', async () => {
    const body = common();
    const answer = await send('balance', body);
    expect(answer).toEqual({
      user,
      status: 'RS_OK',
      request_uuid: body.request_uuid,
      currency,
      balance: expect.any(Number),
    });
    expect(answer.balance % 1000).toBe(0);
  });

  it('takes a bet once, answers its repeat the same, and refuses the id with another amount', async () => {
    const before = await balance();
    const body = common({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency,
      amount: 150_000,
    });
    const first = await send('bet', body);
    expect(first).toMatchObject({ status: 'RS_OK', balance: before - 150_000 });
    const repeat = await send('bet', { ...body, request_uuid: randomUUID() });
    expect(repeat).toMatchObject({ status: 'RS_OK', balance: before - 150_000 });
    const changed = await send('bet', { ...body, request_uuid: randomUUID(), amount: 250_000 });
    expect(changed).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: before - 150_000,
      currency,
    });
    expect(await balance()).toBe(before - 150_000);
  });

  it('takes a bet sent several times at once exactly once', async () => {
    const before = await balance();
    const body = common({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency,
      amount: 10_000,
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('bet', body)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 'RS_OK', balance: before - 10_000 });
    }
    expect(await balance()).toBe(before - 10_000);
  });

  it('pays a win of the bet and rolls a bet back', async () => {
    const before = await balance();
    const round = randomUUID();
    const stake = common({ transaction_uuid: randomUUID(), round, currency, amount: 200_000 });
    await send('bet', stake);
    const win = await send(
      'win',
      common({
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: stake.transaction_uuid,
        round,
        round_closed: true,
        currency,
        amount: 500_000,
      }),
    );
    expect(win).toMatchObject({ status: 'RS_OK', balance: before + 300_000 });

    const cancelled = common({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency,
      amount: 100_000,
    });
    expect((await send('bet', cancelled)).balance).toBe(before + 200_000);
    const rollback = await send(
      'rollback',
      common({
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: cancelled.transaction_uuid,
        round: cancelled.round,
      }),
    );
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: before + 300_000 });
  });

  it('answers RS_OK with the balance to a rollback of a bet it never had, and refuses that bet later', async () => {
    const timedOut = common({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency,
      amount: 100_000,
    });
    const answer = await send(
      'rollback',
      common({
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: timedOut.transaction_uuid,
        round: timedOut.round,
      }),
    );
    const before = await balance();
    expect(answer).toMatchObject({ status: 'RS_OK', balance: before, currency });
    expect(await send('bet', timedOut)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: before,
    });
  });

  it('refuses a bet beyond the balance with RS_ERROR_NOT_ENOUGH_MONEY and the actual balance', async () => {
    const before = await balance();
    const answer = await bet({ amount: before + 1000 });
    expect(answer).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: before,
      currency,
    });
  });

  it('refuses another currency, an amount finer than a cent, and an unknown game', async () => {
    const before = await balance();
    expect(await bet({ currency: 'EUR', amount: 1000 })).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
      balance: before,
    });
    expect(await bet({ amount: 1001 })).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
      balance: before,
    });
    expect(await bet({ amount: 1000, game_code: 'no-such-game' })).toMatchObject({
      status: 'RS_ERROR_INVALID_GAME',
      balance: before,
    });
    expect(await balance()).toBe(before);
  });

  it('refuses an unknown token, and a token of another user than named', async () => {
    expect(await bet({ token: 'x'.repeat(32), amount: 1000 })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
      balance: 0,
    });
    expect(await bet({ user: '999999', amount: 1000 })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
    });
  });

  it('takes a free bet as a zero stake', async () => {
    const before = await balance();
    expect(await bet({ amount: 300_000, is_free: true })).toMatchObject({
      status: 'RS_OK',
      balance: before,
    });
  });

  it('ignores fields it does not know, and reads malformed ones as syntax or type errors', async () => {
    const before = await balance();
    const known = await bet({
      amount: 1000,
      is_billable: true,
      direct_fee: 5,
      sub_partner_id: 'my-casino-id',
      meta: { selection: 'Home', odds: 1.5 },
      bet: 'zero',
      supplier_transaction_id: 'abc',
      round_closed: null,
    });
    expect(known).toMatchObject({ status: 'RS_OK', balance: before - 1000 });

    const missing: Record<string, unknown> = common({ round: randomUUID(), currency, amount: 1 });
    const uuid = missing.request_uuid;
    expect(await send('bet', missing)).toEqual({
      user,
      status: 'RS_ERROR_WRONG_SYNTAX',
      request_uuid: uuid,
      currency: '',
      balance: 0,
    });
    expect(await bet({ amount: '1000' })).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES' });
    expect(await bet({ amount: 1000, round_closed: 'yes' })).toMatchObject({
      status: 'RS_ERROR_WRONG_TYPES',
    });
    expect(await send('bet', [1, 2])).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
    });
    expect(await balance()).toBe(before - 1000);
  });

  it("checks every call's signature with the vendor's own public key", async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherPem = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // Another vendor on Hub88's protocol: its key signs for it alone.
    const netent = await api.prisma.vendor.update({
      where: { code: 'NETENT' },
      data: { walletProtocol: 'HUB88' },
    });
    await api.app
      .get(VendorCredentialsRepository)
      .setHub88PublicKey(
        netent.id,
        other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      );
    const before = await balance();
    const body = common({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency,
      amount: 1000,
    });
    for (const options of [
      { signature: null },
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      { key: otherPem },
      // A vendor on the built-in protocol is not heard here, whoever signs.
      { vendor: 'PG' },
      { vendor: 'NOSUCHVENDOR' },
    ]) {
      expect(await send('bet', body, options)).toMatchObject({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: body.request_uuid,
        balance: 0,
      });
    }
    expect(await balance()).toBe(before);
  });

  it('settles a win on an expired token (Hub88 validates tokens on bets only)', async () => {
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    const late = (await api.app.get(GameSessionService).open(member.id, VENDOR, game)).playerToken;
    const round = randomUUID();
    const stake = { transaction_uuid: randomUUID(), round, currency, amount: 1000 };
    await send('bet', common({ ...stake, token: late }));
    await api.prisma.gameSession.update({
      where: { playerToken: late },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const win = await send(
      'win',
      common({
        token: late,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: stake.transaction_uuid,
        round,
        round_closed: true,
        currency,
        amount: 2000,
      }),
    );
    expect(win.status).toBe('RS_OK');
    expect(await bet({ token: late, amount: 1000 })).toMatchObject({
      status: expect.stringMatching(/^RS_ERROR_(INVALID_TOKEN|TOKEN_EXPIRED)$/),
    });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});

describe('Hub88 status of each wallet-core refusal', () => {
  const vendor = { id: 1, code: 'YGG' } as WalletVendor;
  const request = {
    user: '7',
    token: 't'.repeat(32),
    game_code: 'g',
    request_uuid: 'r-1',
    transaction_uuid: 'x-1',
    reference_transaction_uuid: 'x-0',
    round: 'round-1',
    currency: 'MYR',
    amount: 100_000,
  };
  // The core's refusal as the adapter meets it; the session check before it passes.
  const service = (refusal: AppError) =>
    new Hub88WalletService(
      {
        balance: () => Promise.resolve({ balance: '12.34', currency: 'MYR' }),
        debit: () => Promise.reject(refusal),
        credit: () => Promise.reject(refusal),
        rollback: () => Promise.reject(refusal),
      } as unknown as SeamlessWalletService,
      {
        resolve: () => Promise.resolve({ memberId: 7, merchantId: 1 }),
      } as unknown as GameSessionService,
    );

  it.each(Object.entries(HUB88_STATUS_OF))('%s is %s, with the balance', async (code, status) => {
    const refusal = new AppError(code as AppError['code'], code);
    const answer = await service(refusal).handle(vendor, 'bet', request);
    expect(answer).toEqual({
      user: '7',
      status,
      request_uuid: 'r-1',
      currency: 'MYR',
      balance: 1_234_000,
    });
  });

  it('answers RS_ERROR_UNKNOWN to anything else', async () => {
    const answer = await service(new AppError('INTERNAL_ERROR', 'boom')).handle(
      vendor,
      'win',
      request,
    );
    expect(answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 1_234_000 });
  });
});
