import type { GameCategory, GameObject } from '@wps/shared-types';
import { Prisma } from '../generated/prisma/client.js';
import type { Catalogue, GameScope } from './catalogue.js';
import type { LaneSource } from './vendor-lanes.js';

/** A game as the lobby reads it: the name already in the asked language where there is one. */
export interface GameRow {
  id: number;
  vendorId: number;
  categoryCode: string;
  gameCode: string;
  gameName: string;
  launchKind: string;
  defaultPlayType: string | null;
  imagePath: string;
}

/** The columns of a GameRow from `game` aliased `alias`, before the translated name is joined. */
export function gameColumns(alias: string): Prisma.Sql {
  const g = Prisma.raw(alias);
  return Prisma.sql`${g}.id, ${g}.vendor_id AS "vendorId", ${g}.category_code AS "categoryCode",
    ${g}.game_code AS "gameCode", ${g}.name AS "baseName", ${g}.launch_kind AS "launchKind",
    ${g}.default_play_type AS "defaultPlayType", ${g}.image_path AS "imagePath"`;
}

/**
 * The GameRow columns of a page selected with gameColumns, with the name in `language`: a
 * scalar subquery per row of the page (cheaper to plan than a join, and run for the page's rows
 * only when the page is a subquery with its own LIMIT).
 */
export function namedGameColumns(page: string, language: string): Prisma.Sql {
  const p = Prisma.raw(page);
  return Prisma.sql`${p}.id, ${p}."vendorId", ${p}."categoryCode", ${p}."gameCode",
    COALESCE((SELECT n.name FROM game_name n WHERE n.game_id = ${p}.id AND n.language = ${language}),
      ${p}."baseName") AS "gameName",
    ${p}."launchKind", ${p}."defaultPlayType", ${p}."imagePath"`;
}

// One vendor is compared with `=`: Postgres 15 cannot read an index in order through `= ANY`,
// and the lobby's pages are read in catalogue order.
function vendorIn(alias: string, vendorIds: readonly number[]): Prisma.Sql {
  const g = Prisma.raw(alias);
  return vendorIds.length === 1
    ? Prisma.sql`${g}.vendor_id = ${vendorIds[0]}`
    : Prisma.sql`${g}.vendor_id = ANY(${[...vendorIds]}::int[])`;
}

/**
 * The condition "game `alias` is listed under this category" for the given lane sources; FALSE
 * when there are none, so an unknown vendor or an empty category matches nothing.
 */
export function laneCondition(sources: readonly LaneSource[], alias = 'g'): Prisma.Sql {
  if (sources.length === 0) return Prisma.sql`FALSE`;
  const g = Prisma.raw(alias);
  const parts = sources.map((source) => {
    const conditions = [Prisma.sql`${g}.category_code = ${source.storedCategory}`];
    if (source.vendorIds) conditions.push(vendorIn(alias, source.vendorIds));
    if (source.excludedVendorIds?.length) {
      conditions.push(Prisma.sql`${g}.vendor_id <> ALL(${source.excludedVendorIds}::int[])`);
    }
    return Prisma.sql`(${Prisma.join(conditions, ' AND ')})`;
  });
  return parts.length === 1 ? parts[0] : Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
}

/** The condition "game `alias` is in this scope". */
export function scopeCondition(scope: GameScope, alias = 'g'): Prisma.Sql {
  const g = Prisma.raw(alias);
  const conditions: Prisma.Sql[] = [];
  if (scope.sources) conditions.push(laneCondition(scope.sources, alias));
  if (scope.vendorIds) conditions.push(vendorIn(alias, scope.vendorIds));
  if (scope.excludedVendorIds?.length) {
    conditions.push(Prisma.sql`${g}.vendor_id <> ALL(${[...scope.excludedVendorIds]}::int[])`);
  }
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/** A member's own list of games (favourites, recent games) and the column that orders it. */
export interface MemberGameList {
  table: 'member_favourite_game' | 'member_recent_game';
  /** Newest first by this column, then by game id. */
  orderedBy: 'created_at' | 'last_played_at';
}

/** A page of the member's listed games among those matching `scope`, newest first. */
export function memberGamesPageQuery(
  list: MemberGameList,
  memberId: number,
  scope: GameScope,
  language: string,
  offset: number,
  limit: number,
): Prisma.Sql {
  const listedAt = Prisma.raw(`m.${list.orderedBy}`);
  return Prisma.sql`
    SELECT ${namedGameColumns('p', language)}
    FROM (
      SELECT ${gameColumns('g')}, ${listedAt} AS listed_at
      FROM ${Prisma.raw(list.table)} m JOIN game g ON g.id = m.game_id
      WHERE m.member_id = ${memberId} AND g.enabled AND ${scopeCondition(scope)}
      ORDER BY ${listedAt} DESC, m.game_id DESC
      LIMIT ${limit} OFFSET ${offset}) p
    ORDER BY p.listed_at DESC, p.id DESC`;
}

/** How many of the member's listed games match `scope` (one row, `total`). */
export function memberGamesCountQuery(
  list: MemberGameList,
  memberId: number,
  scope: GameScope,
): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS total
    FROM ${Prisma.raw(list.table)} m JOIN game g ON g.id = m.game_id
    WHERE m.member_id = ${memberId} AND g.enabled AND ${scopeCondition(scope)}`;
}

/** A game row as the contract's GameObject, listed under the category players find it in. */
export function toGameObject(row: GameRow, catalogue: Catalogue): GameObject {
  const vendor = catalogue.vendorById.get(row.vendorId);
  const vendorCode = vendor?.code ?? '';
  return {
    nodeId: String(row.id),
    gameType: catalogue.listedCategoryOf(row.categoryCode, row.vendorId) as GameCategory,
    isGame: row.launchKind === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    vendor: vendorCode,
    gameCode: row.gameCode,
    gameName: row.gameName,
    imageUrl: row.imagePath || null,
    defaultPlayType: row.defaultPlayType,
    vassalage: vendorCode,
  };
}
