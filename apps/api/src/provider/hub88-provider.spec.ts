import { generateKeyPairSync } from 'node:crypto';
import {
  LOBBY_PATHS,
  PROVIDER_CLIENT_PATH,
  PROVIDER_PATHS,
  type ProviderRoundResponse,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { amountToCents } from './money.js';

// The seeded vendor on Hub88's protocol: the built-in provider plays its games as a Hub88-class
// aggregator would, through /wps/wallet/hub88/YGG/..., signing with the key the seed made.
const VENDOR = 'YGG';

describe("the built-in provider as a vendor on Hub88's protocol", () => {
  let api: TestApp;
  let bearer: string;
  let memberId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
  });
  afterAll(async () => {
    await api.close();
  });

  const launchSlot = async () => {
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: VENDOR }, categoryCode: 'RNG', enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', bearer)
      .send({ nodeId: String(game.id), language: 'EN' })
      .expect(200);
    const content: string = response.body.value.content;
    const url = new URLSearchParams(content.slice(content.indexOf('?') + 1)).get('url') ?? '';
    return url.slice(`${PROVIDER_CLIENT_PATH}?token=`.length);
  };
  const mainBalance = async () =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId, kind: 'MAIN' } })
    ).balance.toFixed(2);

  it('plays slot rounds through the Hub88 endpoints: MAIN moves by payout - stake', async () => {
    const token = await launchSlot();
    const session = await api.http.get(PROVIDER_PATHS.session).query({ token }).expect(200);
    expect(session.body.value).toMatchObject({ vendor: VENDOR, balance: await mainBalance() });
    for (let round = 0; round < 5; round++) {
      const before = amountToCents(await mainBalance());
      const response = await api.http
        .post(PROVIDER_PATHS.play)
        .send({ token, bet: { totalBet: '2.00' } })
        .expect(200);
      const answer: ProviderRoundResponse = response.body.value;
      const after = amountToCents(await mainBalance());
      expect(after).toBe(before + amountToCents(answer.payout) - 200n);
      expect(answer.balance).toBe(await mainBalance());
      const bet = await api.prisma.betRecord.findFirstOrThrow({
        where: { roundId: answer.roundId },
      });
      expect([bet.stake.toFixed(2), bet.payout.toFixed(2), bet.status]).toEqual([
        '2.00',
        answer.payout,
        'SETTLED',
      ]);
    }
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('is refused, and no money moves, once the site holds another public key for the vendor', async () => {
    const token = await launchSlot();
    const vendor = await api.prisma.vendor.findUniqueOrThrow({ where: { code: VENDOR } });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await api.app
      .get(VendorCredentialsRepository)
      .setHub88PublicKey(
        vendor.id,
        stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      );
    const before = await mainBalance();
    const response = await api.http
      .post(PROVIDER_PATHS.play)
      .send({ token, bet: { totalBet: '2.00' } });
    expect(response.status).not.toBe(200);
    expect(await mainBalance()).toBe(before);
  });
});
