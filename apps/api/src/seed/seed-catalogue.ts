import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { CatalogueGame, SeedFiles } from './seed-files.js';

type Transaction = Prisma.TransactionClient;

// The catalogue goes in with a few multi-row statements: each batch of games is one
// `INSERT ... SELECT FROM jsonb_to_recordset(...) ON CONFLICT DO UPDATE`, so 100,000 games are
// about 40 statements instead of 100,000 round trips. `IS DISTINCT FROM` skips unchanged rows,
// which keeps a second run cheap and leaves no dead row versions behind.
const GAME_BATCH_SIZE = 2_500;

export function gameImagePath(vendor: string, gameCode: string): string {
  return `/media/games/${vendor}/${gameCode}.svg`;
}

export function vendorLogoPath(vendor: string): string {
  return `/media/vendors/${vendor}.svg`;
}

/** Categories, vendors, their lanes (vendor categories) and their classifies. */
export async function seedCatalogueStructure(tx: Transaction, files: SeedFiles): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO game_category (code, title, route, sort_order)
     SELECT r.code, r.title, r.route, r.sort_order
     FROM jsonb_to_recordset($1::jsonb) AS r(code text, title text, route text, sort_order int)
     ON CONFLICT (code) DO UPDATE
       SET title = EXCLUDED.title, route = EXCLUDED.route, sort_order = EXCLUDED.sort_order
       WHERE (game_category.title, game_category.route, game_category.sort_order)
         IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.route, EXCLUDED.sort_order)`,
    JSON.stringify(
      files.categories.map((category) => ({
        code: category.code,
        title: category.title,
        route: category.route,
        sort_order: category.order,
      })),
    ),
  );

  await tx.$executeRawUnsafe(
    // The protocol is the seed's only on a new vendor: the operator sets it in the console after.
    `INSERT INTO vendor (code, name, wallet_type, wallet_protocol, sort_order, logo_path)
     SELECT r.code, r.name, r.wallet_type::"VendorWalletType",
            r.wallet_protocol::"VendorWalletProtocol", r.sort_order, r.logo_path
     FROM jsonb_to_recordset($1::jsonb)
       AS r(code text, name text, wallet_type text, wallet_protocol text, sort_order int,
            logo_path text)
     ORDER BY r.sort_order
     ON CONFLICT (code) DO UPDATE
       SET name = EXCLUDED.name, wallet_type = EXCLUDED.wallet_type,
           sort_order = EXCLUDED.sort_order, logo_path = EXCLUDED.logo_path
       WHERE (vendor.name, vendor.wallet_type, vendor.sort_order, vendor.logo_path)
         IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.wallet_type, EXCLUDED.sort_order, EXCLUDED.logo_path)`,
    JSON.stringify(
      files.vendors.map((vendor, index) => ({
        code: vendor.code,
        name: vendor.name,
        wallet_type: vendor.walletType,
        wallet_protocol: vendor.walletProtocol,
        sort_order: index + 1,
        logo_path: vendorLogoPath(vendor.code),
      })),
    ),
  );

  const lanes = files.vendors.flatMap((vendor) =>
    vendor.categories.map((lane) => ({
      vendor: vendor.code,
      category: lane.category,
      is_hot: lane.isHot,
      sort_order: lane.order,
    })),
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO vendor_category (vendor_id, category_code, is_hot, sort_order)
     SELECT v.id, r.category, r.is_hot, r.sort_order
     FROM jsonb_to_recordset($1::jsonb) AS r(vendor text, category text, is_hot int, sort_order int)
     JOIN vendor v ON v.code = r.vendor
     ON CONFLICT (vendor_id, category_code) DO UPDATE
       SET is_hot = EXCLUDED.is_hot, sort_order = EXCLUDED.sort_order
       WHERE (vendor_category.is_hot, vendor_category.sort_order)
         IS DISTINCT FROM (EXCLUDED.is_hot, EXCLUDED.sort_order)`,
    JSON.stringify(lanes),
  );
  // vendors.json decides where its vendors are listed: a lane taken out of the file goes.
  await tx.$executeRawUnsafe(
    `DELETE FROM vendor_category vc USING vendor v
     WHERE vc.vendor_id = v.id
       AND v.code IN (SELECT jsonb_array_elements_text($1::jsonb))
       AND NOT EXISTS (
         SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS r(vendor text, category text)
         WHERE r.vendor = v.code AND r.category = vc.category_code)`,
    JSON.stringify(files.vendors.map((vendor) => vendor.code)),
    JSON.stringify(lanes),
  );

  await tx.$executeRawUnsafe(
    `INSERT INTO game_classify (vendor_id, code, name)
     SELECT v.id, r.code, r.name
     FROM jsonb_to_recordset($1::jsonb) AS r(vendor text, code text, name text, position int)
     JOIN vendor v ON v.code = r.vendor
     ORDER BY r.position
     ON CONFLICT (vendor_id, code) DO UPDATE SET name = EXCLUDED.name
       WHERE game_classify.name IS DISTINCT FROM EXCLUDED.name`,
    JSON.stringify(
      files.vendors
        .flatMap((vendor) =>
          vendor.classifies.map((classify) => ({
            vendor: vendor.code,
            code: classify.code,
            name: classify.name,
          })),
        )
        .map((classify, index) => ({ ...classify, position: index })),
    ),
  );
}

export interface GameLoadResult {
  /** Games in the input. */
  games: number;
  /** Game rows inserted or changed (0 on a second run with the same input). */
  gamesWritten: number;
  /** Translated names inserted or changed. */
  namesWritten: number;
}

/** A game of the catalogue format with the place it takes in catalogue order. */
export interface PlacedGame {
  game: CatalogueGame;
  sortOrder: number;
}

/**
 * The two statements that upsert these games by (vendor, gameCode) and their translated names:
 * run them in one transaction (an array transaction, or in order within an interactive one).
 * Optional fields left out take their defaults. Unchanged rows are not written, so each
 * statement's count is of the rows inserted or changed.
 */
export function gameUpsertStatements(
  database: Pick<Transaction, '$executeRawUnsafe'>,
  games: readonly PlacedGame[],
) {
  const rows = games.map(({ game, sortOrder }) => ({
    vendor: game.vendor,
    category: game.category,
    classify: game.classify ?? null,
    game_code: game.gameCode,
    name: game.name,
    type_code: game.typeCode,
    launch_kind: game.launchKind ?? 'GAME',
    default_play_type: game.defaultPlayType ?? null,
    // A JSON number reaches NUMERIC exactly as written ("0.1" stays 0.1), never as a float.
    min_bet: game.minBet,
    line_count: game.lineCount,
    is_hot: game.isHot ?? false,
    hot_rank: game.hotRank ?? null,
    sort_order: sortOrder,
    image_path: game.image ?? gameImagePath(game.vendor, game.gameCode),
  }));
  const names = games.flatMap(({ game }) =>
    Object.entries(game.names ?? {}).map(([language, name]) => ({
      vendor: game.vendor,
      game_code: game.gameCode,
      language,
      name,
    })),
  );
  return [
    database.$executeRawUnsafe(
      `INSERT INTO game (vendor_id, category_code, classify_id, game_code, name, type_code,
                         launch_kind, default_play_type, min_bet, line_count, is_hot, hot_rank,
                         sort_order, image_path)
       SELECT v.id, r.category, c.id, r.game_code, r.name, r.type_code, r.launch_kind,
              r.default_play_type, r.min_bet, r.line_count, r.is_hot, r.hot_rank, r.sort_order,
              r.image_path
       FROM jsonb_to_recordset($1::jsonb) AS r(
         vendor text, category text, classify text, game_code text, name text, type_code text,
         launch_kind text, default_play_type text, min_bet numeric, line_count int,
         is_hot boolean, hot_rank int, sort_order int, image_path text)
       JOIN vendor v ON v.code = r.vendor
       LEFT JOIN game_classify c ON c.vendor_id = v.id AND c.code = r.classify
       ORDER BY r.sort_order
       ON CONFLICT (vendor_id, game_code) DO UPDATE SET
         category_code = EXCLUDED.category_code, classify_id = EXCLUDED.classify_id,
         name = EXCLUDED.name, type_code = EXCLUDED.type_code,
         launch_kind = EXCLUDED.launch_kind, default_play_type = EXCLUDED.default_play_type,
         min_bet = EXCLUDED.min_bet, line_count = EXCLUDED.line_count,
         is_hot = EXCLUDED.is_hot, hot_rank = EXCLUDED.hot_rank,
         sort_order = EXCLUDED.sort_order, image_path = EXCLUDED.image_path
       WHERE (game.category_code, game.classify_id, game.name, game.type_code, game.launch_kind,
              game.default_play_type, game.min_bet, game.line_count, game.is_hot, game.hot_rank,
              game.sort_order, game.image_path)
         IS DISTINCT FROM
             (EXCLUDED.category_code, EXCLUDED.classify_id, EXCLUDED.name, EXCLUDED.type_code,
              EXCLUDED.launch_kind, EXCLUDED.default_play_type, EXCLUDED.min_bet,
              EXCLUDED.line_count, EXCLUDED.is_hot, EXCLUDED.hot_rank, EXCLUDED.sort_order,
              EXCLUDED.image_path)`,
      JSON.stringify(rows),
    ),
    database.$executeRawUnsafe(
      `INSERT INTO game_name (game_id, language, name)
       SELECT g.id, r.language, r.name
       FROM jsonb_to_recordset($1::jsonb)
         AS r(vendor text, game_code text, language text, name text)
       JOIN vendor v ON v.code = r.vendor
       JOIN game g ON g.vendor_id = v.id AND g.game_code = r.game_code
       ON CONFLICT (game_id, language) DO UPDATE SET name = EXCLUDED.name
         WHERE game_name.name IS DISTINCT FROM EXCLUDED.name`,
      JSON.stringify(names),
    ),
  ] as const;
}

/**
 * Upserts games by (vendor, gameCode) in batches, each batch one statement for the games and
 * one for their names. `sortOrder` is the game's position in the list (1-based).
 */
export async function seedGames(
  prisma: PrismaClient,
  games: readonly CatalogueGame[],
  log: (message: string) => void = () => undefined,
): Promise<GameLoadResult> {
  let gamesWritten = 0;
  let namesWritten = 0;
  for (let start = 0; start < games.length; start += GAME_BATCH_SIZE) {
    const batch = games
      .slice(start, start + GAME_BATCH_SIZE)
      .map((game, index) => ({ game, sortOrder: start + index + 1 }));
    const [written, namesChanged] = await prisma.$transaction([
      ...gameUpsertStatements(prisma, batch),
    ]);
    gamesWritten += written;
    namesWritten += namesChanged;
    if (games.length > GAME_BATCH_SIZE * 4 && (start / GAME_BATCH_SIZE) % 8 === 7) {
      log(`seed: ${Math.min(start + GAME_BATCH_SIZE, games.length)} of ${games.length} games`);
    }
  }
  return { games: games.length, gamesWritten, namesWritten };
}
