import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { likePattern } from '../games/catalogue.repository.js';
import { bumpCatalogueVersion } from '../games/catalogue-version.js';
import { gameUpsertStatements, type PlacedGame } from '../seed/seed-catalogue.js';

/** The database of one catalogue write: the transaction it runs in. */
export type CatalogueWrite = Prisma.TransactionClient;

// Console writes to the catalogue take this transaction lock first, so two operators' changes
// run one after the other and each states the right "before" in the audit trail.
const CATALOGUE_WRITE_LOCK_KEY = 72_707_371;
// Writes wait for each other (the lock above); the timeout is for the largest, a game import.
const WRITE_OPTIONS = { maxWait: 15_000, timeout: 60_000 };

export const VENDOR_ROW = {
  id: true,
  code: true,
  name: true,
  walletType: true,
  walletProtocol: true,
  walletCredential: { select: { hub88PublicKey: true } },
  enabled: true,
  maintenance: true,
  sortOrder: true,
  maintenanceRecommendations: true,
  categories: { select: { categoryCode: true }, orderBy: { sortOrder: 'asc' } },
} as const satisfies Prisma.VendorSelect;

export type VendorRow = Prisma.VendorGetPayload<{ select: typeof VENDOR_ROW }>;

export const GAME_ROW = {
  id: true,
  gameCode: true,
  name: true,
  categoryCode: true,
  typeCode: true,
  launchKind: true,
  defaultPlayType: true,
  minBet: true,
  lineCount: true,
  isHot: true,
  hotRank: true,
  enabled: true,
  maintenance: true,
  sortOrder: true,
  imagePath: true,
  createdAt: true,
  vendor: { select: { code: true } },
  classify: { select: { code: true } },
  names: { select: { language: true, name: true } },
} as const satisfies Prisma.GameSelect;

export type GameRow = Prisma.GameGetPayload<{ select: typeof GAME_ROW }>;

// Within a transaction Prisma reads the relations of one query at once on the transaction's
// connection (pg warns of queued queries): reads there take one relation at most.

/** What an operator changes of a vendor, as read within the write. */
export const VENDOR_STATE = {
  id: true,
  walletProtocol: true,
  enabled: true,
  maintenance: true,
  sortOrder: true,
  maintenanceRecommendations: true,
} as const satisfies Prisma.VendorSelect;

export type VendorState = Prisma.VendorGetPayload<{ select: typeof VENDOR_STATE }>;

/** What an operator changes of a game, as read within the write. */
export const GAME_STATE = {
  id: true,
  enabled: true,
  isHot: true,
  hotRank: true,
  sortOrder: true,
  maintenance: true,
} as const satisfies Prisma.GameSelect;

export type GameState = Prisma.GameGetPayload<{ select: typeof GAME_STATE }>;

/** What an import compares of a game. */
export const IMPORTED_GAME = {
  id: true,
  vendorId: true,
  classifyId: true,
  gameCode: true,
  name: true,
  categoryCode: true,
  typeCode: true,
  launchKind: true,
  defaultPlayType: true,
  minBet: true,
  lineCount: true,
  isHot: true,
  hotRank: true,
  sortOrder: true,
  imagePath: true,
  names: { select: { language: true, name: true } },
} as const satisfies Prisma.GameSelect;

export type ImportedGame = Prisma.GameGetPayload<{ select: typeof IMPORTED_GAME }>;

export interface GameListFilter {
  text?: string;
  vendor?: string;
  category?: string;
}

/** The console's vendor list condition (exported for the index checks of the tests). */
export function vendorListCondition(text: string | undefined): Prisma.Sql {
  if (!text) return Prisma.sql`TRUE`;
  const pattern = likePattern(text);
  return Prisma.sql`(v.code ILIKE ${pattern} OR v.name ILIKE ${pattern})`;
}

/**
 * The console's game list condition (exported for the index checks of the tests): a vendor, a
 * category and a text found in the code or in a name in any language, each served by an index.
 */
export function gameListCondition(filter: GameListFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.vendor) {
    conditions.push(
      Prisma.sql`g.vendor_id = (SELECT id FROM vendor WHERE code = ${filter.vendor})`,
    );
  }
  if (filter.category) conditions.push(Prisma.sql`g.category_code = ${filter.category}`);
  if (filter.text) {
    const pattern = likePattern(filter.text);
    // Each side is served by its trigram index; the matches are then read by primary key.
    conditions.push(Prisma.sql`g.id = ANY(ARRAY(
      SELECT id FROM game WHERE game_code ILIKE ${pattern} OR name ILIKE ${pattern}
      UNION
      SELECT game_id FROM game_name WHERE name ILIKE ${pattern}))`);
  }
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

export function vendorPageQuery(text: string | undefined, skip: number, take: number) {
  return Prisma.sql`SELECT v.id FROM vendor v WHERE ${vendorListCondition(text)}
    ORDER BY v.sort_order, v.id LIMIT ${take} OFFSET ${skip}`;
}

export function gamePageQuery(filter: GameListFilter, skip: number, take: number) {
  return Prisma.sql`SELECT g.id FROM game g WHERE ${gameListCondition(filter)}
    ORDER BY g.sort_order, g.id LIMIT ${take} OFFSET ${skip}`;
}

/** The rows of these ids, in the order of the ids. */
function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** What the console's catalogue page reads and writes: vendors, games, the catalogue version. */
@Injectable()
export class ConsoleCatalogueRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async vendorPage(text: string | undefined, skip: number, take: number) {
    const [page, [count]] = await Promise.all([
      this.prisma.$queryRaw<{ id: number }[]>(vendorPageQuery(text, skip, take)),
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM vendor v WHERE ${vendorListCondition(text)}`,
    ]);
    const ids = page.map((row) => row.id);
    const rows = await this.prisma.vendor.findMany({
      where: { id: { in: ids } },
      select: VENDOR_ROW,
    });
    return { rows: inOrder(ids, rows), total: count?.total ?? 0 };
  }

  async gamePage(filter: GameListFilter, skip: number, take: number) {
    const [page, [count]] = await Promise.all([
      this.prisma.$queryRaw<{ id: number }[]>(gamePageQuery(filter, skip, take)),
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM game g WHERE ${gameListCondition(filter)}`,
    ]);
    const ids = page.map((row) => row.id);
    const rows = await this.prisma.game.findMany({ where: { id: { in: ids } }, select: GAME_ROW });
    return { rows: inOrder(ids, rows), total: count?.total ?? 0 };
  }

  vendor(code: string) {
    return this.prisma.vendor.findUnique({ where: { code }, select: VENDOR_ROW });
  }

  vendorState(database: CatalogueWrite, code: string) {
    return database.vendor.findUnique({ where: { code }, select: VENDOR_STATE });
  }

  game(id: number) {
    return this.prisma.game.findUnique({ where: { id }, select: GAME_ROW });
  }

  gameState(database: CatalogueWrite, id: number) {
    return database.game.findUnique({ where: { id }, select: GAME_STATE });
  }

  /** The games of these ids that exist, as references (any order). */
  gameReferences(ids: readonly number[], database: CatalogueWrite = this.prisma) {
    if (ids.length === 0) return Promise.resolve([]);
    return database.game.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, gameCode: true, name: true, vendor: { select: { code: true } } },
    });
  }

  /**
   * Runs a catalogue write in one transaction, after the console's catalogue lock; `bump` in it
   * moves the lobby caches to a new catalogue version when the transaction commits.
   */
  write<T>(work: (database: CatalogueWrite) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (database) => {
      await database.$executeRaw`SELECT pg_advisory_xact_lock(${CATALOGUE_WRITE_LOCK_KEY}::bigint)`;
      return work(database);
    }, WRITE_OPTIONS);
  }

  /** Moves the catalogue to a new version; answers it. */
  async bump(database: CatalogueWrite): Promise<number> {
    await bumpCatalogueVersion(database);
    return (await this.version(database)).version;
  }

  async version(database: CatalogueWrite = this.prisma) {
    const row = await database.catalogueVersion.findUnique({
      where: { id: 1 },
      select: { version: true, bumpedAt: true },
    });
    return row ?? { version: 0, bumpedAt: null };
  }

  async updateVendor(
    database: CatalogueWrite,
    id: number,
    data: Prisma.VendorUpdateInput,
  ): Promise<void> {
    await database.vendor.update({ where: { id }, data, select: { id: true } });
  }

  async updateGame(database: CatalogueWrite, id: number, data: Prisma.GameUpdateInput) {
    await database.game.update({ where: { id }, data, select: { id: true } });
  }

  /** Every vendor with its lanes and classifies: what an imported game is checked against. */
  async vendorRules(database: CatalogueWrite = this.prisma) {
    const vendors = await database.vendor.findMany({
      select: { id: true, code: true, categories: { select: { categoryCode: true } } },
    });
    const classifies = await database.gameClassify.findMany({
      select: { id: true, vendorId: true, code: true },
    });
    return vendors.map((vendor) => ({
      ...vendor,
      classifies: classifies.filter((classify) => classify.vendorId === vendor.id),
    }));
  }

  /** The games of these codes per vendor id (unique index vendor_id, game_code). */
  existingGames(
    codesByVendor: ReadonlyMap<number, string[]>,
    database: CatalogueWrite = this.prisma,
  ) {
    if (codesByVendor.size === 0) return Promise.resolve([]);
    return database.game.findMany({
      where: {
        OR: [...codesByVendor].map(([vendorId, gameCodes]) => ({
          vendorId,
          gameCode: { in: gameCodes },
        })),
      },
      select: IMPORTED_GAME,
    });
  }

  /** The last place in catalogue order (index sort_order, id). */
  async lastSortOrder(database: CatalogueWrite): Promise<number> {
    const last = await database.game.findFirst({
      orderBy: [{ sortOrder: 'desc' }, { id: 'desc' }],
      select: { sortOrder: true },
    });
    return last?.sortOrder ?? 0;
  }

  /** The seed's upsert of games by (vendor, gameCode), in the write's transaction. */
  async upsertGames(database: CatalogueWrite, games: readonly PlacedGame[]): Promise<void> {
    const [gamesStatement, namesStatement] = gameUpsertStatements(database, games);
    await gamesStatement;
    await namesStatement;
  }
}
