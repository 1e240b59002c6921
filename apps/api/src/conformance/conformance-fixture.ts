import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../database/prisma.factory.js';
import { standaloneLedger } from '../ledger/ledger.service.js';
import { demoPasswordHashes, seedDemoAccounts } from '../seed/seed-accounts.js';
import type { DemoAccountSeed } from '../seed/seed-files.js';
import { seedOpeningBalances } from '../seed/seed-wallets.js';
import { GameSessionRepository } from '../wallet/game-session.repository.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { WalletRepository } from '../wallet/wallet.repository.js';
import type { ConformanceSetup, PlayerRole } from './conformance-setup.js';

export interface FixtureOptions {
  /** The operator (merchant code) the players belong to; the first one when absent. */
  merchantCode?: string;
  vendorCode: string;
  /** The vendor's key as the setup hands it over: its HMAC secret, or its RSA private key. */
  credentials: Pick<ConformanceSetup, 'secret' | 'privateKey'>;
  /** A currency the wallets are not in. */
  otherCurrency?: string;
}

/**
 * The keys a development site holds for a vendor: its HMAC secret, and for a vendor on Hub88's
 * protocol the private key the seed made for the built-in provider to play it with.
 */
export async function vendorCredentials(
  prisma: PrismaClient,
  vendorCode: string,
): Promise<Pick<ConformanceSetup, 'secret' | 'privateKey'>> {
  const vendor = await prisma.vendor.findUniqueOrThrow({
    where: { code: vendorCode },
    select: {
      walletCredential: { select: { hmacSecret: true } },
      providerSigningKey: { select: { privateKey: true } },
    },
  });
  const privateKey = vendor.providerSigningKey?.privateKey;
  return {
    ...(vendor.walletCredential ? { secret: vendor.walletCredential.hmacSecret } : {}),
    ...(privateKey ? { privateKey } : {}),
  };
}

const OPENING_BALANCE: Record<PlayerRole, string> = {
  normal: '1000',
  poor: '1',
  disabled: '100',
  expired: '0',
};

/**
 * Test players for a vendor's certification on a development site, made through the seed's own
 * code: a funded player, a poor one, a locked one, and an expired token (a game session of the
 * normal player whose time ran out). Each call makes new players, so runs never share money.
 */
export async function createConformanceFixture(
  prisma: PrismaClient,
  options: FixtureOptions,
): Promise<ConformanceSetup> {
  const merchant = await prisma.merchant.findFirstOrThrow({
    where: options.merchantCode ? { code: options.merchantCode } : {},
    orderBy: { id: 'asc' },
    select: { id: true, code: true },
  });
  const game = await prisma.game.findFirstOrThrow({
    where: { vendor: { code: options.vendorCode } },
    orderBy: { id: 'asc' },
    select: { gameCode: true },
  });
  const ledger = standaloneLedger(prisma);
  const tag = randomBytes(3).toString('hex');
  const roles = ['normal', 'poor', 'disabled'] as const;
  const seeds: DemoAccountSeed[] = roles.map((role) => ({
    account: `ck${tag}${role.slice(0, 3)}`,
    password: randomBytes(12).toString('base64url'),
    nickname: `conformance ${role}`,
    isAgent: 0,
    upline: null,
    vipLevel: null,
    labels: [],
    email: null,
    countryDialingCode: null,
    mobileNum: null,
    invitationCode: null,
    mustChangePassword: false,
    openingBalance: OPENING_BALANCE[role],
    openingPoints: 0,
  }));
  const hashes = await demoPasswordHashes(prisma, merchant.code, seeds);
  await prisma.$transaction((tx) => seedDemoAccounts(tx, merchant.id, seeds, hashes));
  await seedOpeningBalances(prisma, merchant.id, seeds);
  const members = await prisma.member.findMany({
    where: { merchantId: merchant.id, account: { in: seeds.map((seed) => seed.account) } },
    select: { id: true, account: true },
  });
  const idOf = (role: (typeof roles)[number]) => {
    const member = members.find((row) => row.account === `ck${tag}${role.slice(0, 3)}`);
    if (!member) throw new Error(`The ${role} player was not created`);
    return member;
  };
  await prisma.member.update({ where: { id: idOf('disabled').id }, data: { status: 'LOCKED' } });

  const sessions = new GameSessionService(
    new GameSessionRepository(prisma),
    new WalletRepository(prisma),
  );
  const open = async (memberId: number) =>
    (await sessions.open(memberId, options.vendorCode, game.gameCode)).playerToken;
  const player = async (role: (typeof roles)[number]) => {
    const member = idOf(role);
    // The user id the site's Hub88 adapter knows a member by.
    return { token: await open(member.id), user: String(member.id) };
  };
  const normal = await player('normal');
  const expired = { token: await open(idOf('normal').id), user: normal.user };
  await prisma.gameSession.update({
    where: { playerToken: expired.token },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
  return {
    vendorCode: options.vendorCode,
    ...options.credentials,
    gameCode: game.gameCode,
    currency: await ledger.currency(merchant.id),
    decimals: await ledger.currencyDecimals(merchant.id),
    otherCurrency: options.otherCurrency ?? 'EUR',
    players: {
      normal,
      poor: await player('poor'),
      disabled: await player('disabled'),
      expired,
    },
  };
}
