import { Inject, Injectable } from '@nestjs/common';
import { GAME_CATEGORIES } from '@wps/shared-types';
import type pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { gameColumns, laneCondition, namedGameColumns, type GameRow } from './game-rows.js';
import type {
  CatalogueVendor,
  CategoryRow,
  LaneSource,
  VendorCardRow,
  VendorTypeRow,
} from './vendor-lanes.js';

/**
 * How a name search finds its games: `index` collects every match through the trigram indexes
 * first (best when matches are few), `scan` checks names while the category is read in catalogue
 * order and stops when the page is full (best when matches are many, or the text is too short
 * for trigrams).
 */
export type SearchStrategy = 'index' | 'scan';

/** A name search's total and, when there are at most the asked number, its ids in page order. */
export interface SearchMatches {
  total: number;
  ids: number[] | null;
}

/** The game-list filters, already resolved to where the games are stored. */
export interface GameFilter {
  sources: readonly LaneSource[];
  typeCode?: string;
  /** Exact minimum bet, as a decimal string. */
  minBet?: string;
  minLines?: number;
  /** Name search: base (English) name or the name in `language`, ILIKE '%text%'. */
  search?: {
    text: string;
    language: string;
    strategy?: SearchStrategy;
    /** For `scan`: how many filtered games to read at most (none: all of them). */
    scanRows?: number;
  };
}

// pg_trgm can use its index only when the text holds a run of three letters or digits.
const TRIGRAM_SEARCHABLE = /[\p{L}\p{N}]{3}/u;

export function canSearchByIndex(text: string): boolean {
  return TRIGRAM_SEARCHABLE.test(text);
}

// Backslash escapes LIKE's wildcards, so a search for "50%" looks for those characters.
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The WHERE condition of the filters. `searchForm` says how a `scan` search checks names: `row`
 * looks each game's translated name up by primary key (for reads that stop early), `set` reads
 * every translated name that matches once and checks membership (for counts and whole sets).
 */
function filterCondition(filter: GameFilter, searchForm: 'row' | 'set' | 'none'): Prisma.Sql {
  const conditions = [Prisma.sql`g.enabled`, laneCondition(filter.sources)];
  if (filter.typeCode) conditions.push(Prisma.sql`g.type_code = ${filter.typeCode}`);
  if (filter.minBet) conditions.push(Prisma.sql`g.min_bet = ${filter.minBet}::numeric`);
  if (filter.minLines) conditions.push(Prisma.sql`g.line_count >= ${filter.minLines}`);
  if (filter.search && searchForm !== 'none') {
    conditions.push(searchCondition(filter.search, 'g', searchForm));
  }
  return Prisma.join(conditions, ' AND ');
}

function searchCondition(
  search: NonNullable<GameFilter['search']>,
  alias: string,
  form: 'row' | 'set',
): Prisma.Sql {
  const g = Prisma.raw(alias);
  const pattern = likePattern(search.text);
  // Text without upper and lower case (Chinese) compares byte for byte: LIKE, several times
  // faster than ILIKE.
  const like = Prisma.raw(
    search.text.toLowerCase() === search.text.toUpperCase() ? 'LIKE' : 'ILIKE',
  );
  const strategy = search.strategy ?? (canSearchByIndex(search.text) ? 'index' : 'scan');
  if (strategy === 'index') {
    // Each side is served by its trigram index; the matches are fetched by primary key before
    // the category filters and the ordering apply.
    return Prisma.sql`${g}.id = ANY(ARRAY(
      SELECT id FROM game WHERE name ${like} ${pattern}
      UNION
      SELECT game_id FROM game_name WHERE language = ${search.language} AND name ${like} ${pattern}))`;
  }
  if (form === 'set') {
    // No index can serve a text without trigrams: the translated names are read once.
    return Prisma.sql`(${g}.name ${like} ${pattern} OR ${g}.id IN (
      SELECT s.game_id FROM game_name s
      WHERE s.language = ${search.language} AND s.name ${like} ${pattern}))`;
  }
  // A scalar subquery, so the translated name is looked up by primary key row by row (an EXISTS
  // would be planned as a hash of every translated name).
  return Prisma.sql`(${g}.name ${like} ${pattern} OR (
    SELECT s.name FROM game_name s WHERE s.game_id = ${g}.id AND s.language = ${search.language}
  ) ${like} ${pattern})`;
}

/**
 * The page statement (exported for the index checks of the tests). A `scan` search with
 * `scanRows` reads at most that many filtered games in catalogue order, then checks their
 * names, so its cost is bounded whatever plan the names' selectivity would suggest.
 */
export function gamePageQuery(filter: GameFilter, language: string, offset: number, limit: number) {
  const search = filter.search;
  const page =
    search?.strategy === 'scan' && search.scanRows !== undefined
      ? Prisma.sql`
        SELECT * FROM (
          SELECT ${gameColumns('g')}, g.name, g.sort_order
          FROM game g
          WHERE ${filterCondition(filter, 'none')}
          ORDER BY g.sort_order, g.id
          LIMIT ${search.scanRows}) c
        WHERE ${searchCondition(search, 'c', 'row')}
        ORDER BY c.sort_order, c.id
        LIMIT ${limit} OFFSET ${offset}`
      : Prisma.sql`
        SELECT ${gameColumns('g')}, g.sort_order
        FROM game g
        WHERE ${filterCondition(filter, 'row')}
        ORDER BY g.sort_order, g.id
        LIMIT ${limit} OFFSET ${offset}`;
  return Prisma.sql`
    SELECT ${namedGameColumns('p', language)}
    FROM (${page}) p
    ORDER BY p.sort_order, p.id`;
}

/** The count statement (exported for the index checks of the tests). */
export function gameCountQuery(filter: GameFilter) {
  return Prisma.sql`SELECT count(*)::int AS total FROM game g WHERE ${filterCondition(filter, 'set')}`;
}

@Injectable()
export class CatalogueRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async catalogueVersion(): Promise<number> {
    const row = await this.prisma.catalogueVersion.findUnique({
      where: { id: 1 },
      select: { version: true },
    });
    return row?.version ?? 0;
  }

  categories(): Promise<CategoryRow[]> {
    return this.prisma.gameCategory.findMany({
      select: { code: true, sortOrder: true },
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    });
  }

  vendors(): Promise<CatalogueVendor[]> {
    return this.prisma.vendor.findMany({
      select: {
        id: true,
        code: true,
        name: true,
        logoPath: true,
        enabled: true,
        maintenance: true,
        sortOrder: true,
      },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  }

  vendorCards(): Promise<VendorCardRow[]> {
    return this.prisma.vendorCategory.findMany({
      select: { vendorId: true, categoryCode: true, isHot: true, sortOrder: true },
    });
  }

  /** Which game types each vendor offers in each category (enabled games only). */
  vendorTypes(): Promise<VendorTypeRow[]> {
    return this.prisma.$queryRaw<VendorTypeRow[]>`
      SELECT DISTINCT vendor_id AS "vendorId", category_code AS "categoryCode",
             type_code AS "typeCode"
      FROM game WHERE enabled`;
  }

  /**
   * One page of games in catalogue order: the page first, then its names (one statement). Run on
   * the pool itself: every page nobody asked for yet runs it, and Prisma's cost per query was
   * twice the statement's (bench/README.md).
   */
  async gamePage(
    filter: GameFilter,
    language: string,
    offset: number,
    limit: number,
  ): Promise<GameRow[]> {
    const statement = gamePageQuery(filter, language, offset, limit);
    return (await this.pool.query<GameRow>(statement.text, statement.values)).rows;
  }

  async gameCount(filter: GameFilter): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ total: number }[]>(gameCountQuery(filter));
    return row?.total ?? 0;
  }

  /** How many games match, and their ids in page order when there are at most `limit`. */
  async searchMatches(filter: GameFilter, limit: number): Promise<SearchMatches> {
    const [row] = await this.prisma.$queryRaw<{ total: number; ids: number[] | null }[]>`
      SELECT count(*)::int AS total,
             (array_agg(g.id ORDER BY g.sort_order, g.id))[1:${limit}] AS ids
      FROM game g WHERE ${filterCondition(filter, 'set')}`;
    const total = row?.total ?? 0;
    return { total, ids: total <= limit ? (row?.ids ?? []) : null };
  }

  /** These games in page order, names in `language`. */
  gamesByIds(ids: readonly number[], language: string) {
    return this.prisma.$queryRaw<GameRow[]>`
      SELECT ${namedGameColumns('p', language)}
      FROM (SELECT ${gameColumns('g')}, g.sort_order
            FROM game g WHERE g.id = ANY(${[...ids]}::int[])) p
      ORDER BY p.sort_order, p.id`;
  }

  /** Every hot game of enabled vendors, best rank first (index category, is_hot, hot_rank). */
  hotGames(language: string) {
    return this.prisma.$queryRaw<(GameRow & { hotRank: number | null })[]>`
      SELECT ${namedGameColumns('p', language)}, p.hot_rank AS "hotRank"
      FROM (SELECT ${gameColumns('g')}, g.hot_rank, g.sort_order
            FROM game g JOIN vendor v ON v.id = g.vendor_id
            WHERE g.category_code = ANY(${[...GAME_CATEGORIES]}::text[]) AND g.is_hot
              AND g.enabled AND v.enabled) p
      ORDER BY p.hot_rank NULLS LAST, p.sort_order, p.id`;
  }
}
