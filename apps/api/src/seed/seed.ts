import { performance } from 'node:perf_hooks';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';
import { bumpCatalogueVersion } from '../games/catalogue-version.js';
import { catalogueStream } from './catalogue-generator.js';
import { demoPasswordHashes, seedDemoAccounts } from './seed-accounts.js';
import { seedCatalogueStructure, seedGames } from './seed-catalogue.js';
import { seedVendorWalletKeys } from './seed-wallet-keys.js';
import {
  readSeedFiles,
  readVendorsAndWords,
  type CatalogueGame,
  type SeedFiles,
} from './seed-files.js';
import { seedDemoOperators } from './seed-demo-operators.js';
import { seedMissions } from './seed-missions.js';
import { seedPvpRooms } from './seed-pvp-rooms.js';
import { seedOperator } from './seed-operator.js';
import { seedPromotions } from './seed-promotions.js';
import { seedDepositChannels } from './seed-deposit-channels.js';
import { seedOpeningBalances, seedOpeningPoints } from './seed-wallets.js';
import { seedAgentTeamActivity } from './seed-agent-team.js';
import { seedRewards } from './seed-rewards.js';

export interface SeedOptions {
  /**
   * How many games to load. Default: the committed catalogue (prisma/seed/catalogue/games.json).
   * A larger number adds generated games after it (same generator, so the same games every
   * time); a smaller one loads the first games of the catalogue only.
   */
  games?: number;
  log?: (message: string) => void;
  /** The folder of the seed files; default prisma/seed. */
  folder?: string;
  /**
   * Load the demo accounts (demo_member, demo_agent, ...) whose passwords the README prints, with
   * their opening balances. Default true; production never does (main.ts, seed.cli.ts).
   */
  demoAccounts?: boolean;
}

/** Rows in the database after the seed, by name (see rowCounts). */
export type SeedCounts = { [Name in keyof ReturnType<typeof rowCounts>]: number };

export interface SeedReport {
  merchantCode: string;
  /** Rows in the database after the seed (the whole tables; operator tables for this merchant). */
  counts: SeedCounts;
  /** Games in this run's catalogue, and rows the run inserted or changed. */
  catalogue: { games: number; gamesWritten: number; namesWritten: number };
  /** Demo accounts whose password was set (new or reset). */
  passwordsSet: number;
  seconds: number;
}

// Every seed run takes this transaction lock first, so a seed started by the API and one started
// by `pnpm seed` at the same moment run one after the other.
const SEED_LOCK_KEY = 72_707_370;
const TRANSACTION_OPTIONS = { maxWait: 60_000, timeout: 120_000 };

async function takeSeedLock(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1::bigint)', SEED_LOCK_KEY);
}

/** True when no operator exists yet: the API seeds such a database at start. */
export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.merchant.findFirst({ select: { id: true } })) === null;
}

/**
 * Loads the operator data of prisma/seed into the database. Idempotent: rows are matched by
 * natural keys (merchant code, (merchant, code), vendor code, (vendor, gameCode), account, ...)
 * and updated in place, so a second run adds nothing. Rows the files do not mention are left
 * alone, except a seeded vendor's lanes, which follow vendors.json.
 */
export async function seedDatabase(
  prisma: PrismaClient,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const files = await readSeedFiles(options.folder);
  const games = await catalogueOf(files, options.games, options.folder);

  const merchantId = await prisma.$transaction(async (tx) => {
    await takeSeedLock(tx);
    const id = await seedOperator(tx, files);
    await seedPromotions(tx, id, files);
    await seedDepositChannels(tx, id, files);
    await seedCatalogueStructure(tx, files);
    await seedVendorWalletKeys(tx);
    return id;
  }, TRANSACTION_OPTIONS);
  log(`seed: operator ${files.merchant.code}, ${files.vendors.length} vendors`);

  const catalogue = await seedGames(prisma, games, log);
  // Cached lobby answers (vendor lanes, hot games) are keyed by this version.
  await bumpCatalogueVersion(prisma);
  // Fresh planner statistics after a bulk load, where autovacuum may be off or late.
  await prisma.$executeRawUnsafe('ANALYZE game, game_name');
  log(`seed: ${catalogue.games} games (${catalogue.gamesWritten} written)`);
  const missions = await seedMissions(prisma, merchantId, options.folder);
  log(`seed: ${missions} demo missions written`);
  const pvpRooms = await seedPvpRooms(prisma, options.folder);
  log(`seed: ${pvpRooms} card-game rooms`);

  const passwordsSet =
    options.demoAccounts === false ? 0 : await loadDemoAccounts(prisma, merchantId, files, log);

  return {
    merchantCode: files.merchant.code,
    counts: await countRows(prisma, merchantId),
    catalogue,
    passwordsSet,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}

/** The demo accounts and their opening balances; answers how many passwords were set. */
async function loadDemoAccounts(
  prisma: PrismaClient,
  merchantId: number,
  files: SeedFiles,
  log: (message: string) => void,
): Promise<number> {
  const hashes = await demoPasswordHashes(prisma, files.merchant.code, files.demoAccounts);
  await prisma.$transaction(async (tx) => {
    await takeSeedLock(tx);
    await seedDemoAccounts(tx, merchantId, files.demoAccounts, hashes);
  }, TRANSACTION_OPTIONS);
  log(`seed: ${files.demoAccounts.length} demo accounts`);
  const openingBalances = await seedOpeningBalances(prisma, merchantId, files.demoAccounts);
  log(`seed: ${openingBalances} opening balances posted`);
  const openingPoints = await seedOpeningPoints(prisma, merchantId, files.demoAccounts);
  log(`seed: ${openingPoints} opening points posted`);
  const teamRounds = await seedAgentTeamActivity(prisma, merchantId);
  log(`seed: ${teamRounds} rounds of demo_agent's team played`);
  const rewards = await seedRewards(prisma, merchantId);
  log(`seed: ${rewards} demo rewards and raffles added`);
  await seedDemoOperators(prisma, merchantId, files.demoOperators);
  log(`seed: ${files.demoOperators.length} demo console operators`);
  return hashes.size;
}

/** The committed catalogue, cut or extended by generated games to `target` games. */
async function catalogueOf(
  files: SeedFiles,
  target: number | undefined,
  folder: string | undefined,
): Promise<CatalogueGame[]> {
  const committed = files.games;
  if (target === undefined) return committed;
  if (!Number.isInteger(target) || target < 0)
    throw new Error(`games must be a whole number, not ${target}`);
  if (target <= committed.length) return committed.slice(0, target);
  const { vendors, words } = await readVendorsAndWords(folder);
  const games = [...committed];
  const taken = new Set(committed.map((game) => `${game.vendor}/${game.gameCode}`));
  for (const game of catalogueStream({ vendors, words })) {
    if (games.length >= target) break;
    const key = `${game.vendor}/${game.gameCode}`;
    if (taken.has(key)) continue;
    taken.add(key);
    games.push(game);
  }
  return games;
}

// Whole tables for what operators share (the catalogue, the merchants), this operator's own rows
// of the others.
function rowCounts(prisma: PrismaClient, merchantId: number) {
  const mine = { where: { merchantId } };
  return {
    merchants: prisma.merchant.count(),
    domains: prisma.merchantDomain.count(mine),
    modules: prisma.whiteLabelModule.count(mine),
    registerRules: prisma.registrationFieldRule.count(mine),
    vipRanks: prisma.vipRank.count(mine),
    memberLabels: prisma.memberLabel.count(mine),
    banners: prisma.banner.count(mine),
    announcements: prisma.announcement.count(mine),
    helpArticles: prisma.helpArticle.count({ where: { category: { merchantId } } }),
    resources: prisma.resource.count(mine),
    customerServices: prisma.customerServiceChannel.count(mine),
    promotions: prisma.promotion.count(mine),
    pointGoods: prisma.pointGoods.count(mine),
    depositChannels: prisma.depositChannel.count(mine),
    categories: prisma.gameCategory.count(),
    vendors: prisma.vendor.count(),
    vendorCategories: prisma.vendorCategory.count(),
    classifies: prisma.gameClassify.count(),
    games: prisma.game.count(),
    gameNames: prisma.gameName.count(),
    members: prisma.member.count(mine),
  };
}

async function countRows(prisma: PrismaClient, merchantId: number): Promise<SeedCounts> {
  const entries = Object.entries(rowCounts(prisma, merchantId));
  const counts = await Promise.all(entries.map(([, count]) => count));
  return Object.fromEntries(entries.map(([name], index) => [name, counts[index]])) as SeedCounts;
}
