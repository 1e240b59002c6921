import { Injectable } from '@nestjs/common';
import type {
  ConsoleGameImportChange,
  ConsoleGameImportError,
  ConsoleGameImportNew,
  ConsoleGameImportResult,
} from '@wps/shared-types';
import { findControlCharacter } from '../common/hostile-input.js';
import { Prisma } from '../generated/prisma/client.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import type { PlacedGame } from '../seed/seed-catalogue.js';
import {
  LAUNCH_KINDS,
  readCatalogueGame,
  SeedFileError,
  type CatalogueGame,
  type CatalogueVendorRules,
} from '../seed/seed-files.js';
import {
  ConsoleCatalogueRepository,
  type CatalogueWrite,
  type ImportedGame,
} from './console-catalogue.repository.js';
import { known } from './console-catalogue.service.js';
import { importRefused, readImportFile, type ImportFile } from './game-import-file.js';

// Where an unknown vendor or category is looked for, as the row errors say it.
const VENDOR_SOURCE = 'the catalogue';
// A message quotes the value it refuses; a long value is cut here.
const MESSAGE_LENGTH = 300;
// Names and texts of a game are short; a cell of a kilobyte is a file gone wrong.
const TEXT_LENGTH = { name: 200, defaultPlayType: 64, image: 500 } as const;
// min_bet is NUMERIC(18, 4); ranks are Postgres integers.
const MAX_MIN_BET = new Prisma.Decimal('1e14');
const MAX_RANK = 1_000_000_000;

type FieldValues = Record<string, string | number | boolean | null>;

/** A good row of the file, with the game it names as it is now (null: a new game). */
interface PlannedGame {
  line: number;
  game: CatalogueGame;
  current: ImportedGame | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

interface ImportPlan {
  games: PlannedGame[];
  errors: ConsoleGameImportError[];
}

/** Codes of the vendors and classifies by id, to name an existing game's as a row does. */
interface CodesById {
  vendors: ReadonlyMap<number, string>;
  classifies: ReadonlyMap<number, string>;
}

/** The fields of a game an import compares, as the catalogue format names them. */
function fieldsOf(game: ImportedGame, codes: CodesById): FieldValues {
  const fields: FieldValues = {
    category: game.categoryCode,
    name: game.name,
    typeCode: game.typeCode,
    minBet: game.minBet.toString(),
    lineCount: game.lineCount,
    classify: game.classifyId === null ? null : (codes.classifies.get(game.classifyId) ?? null),
    isHot: game.isHot,
    hotRank: game.hotRank,
    launchKind: game.launchKind,
    defaultPlayType: game.defaultPlayType,
    image: game.imagePath,
  };
  for (const name of game.names) fields[`names.${name.language}`] = name.name;
  return fields;
}

/** The fields a row gives: the required ones, and each optional one it does not leave out. */
function givenFields(game: CatalogueGame): FieldValues {
  const fields: FieldValues = {
    category: game.category,
    name: game.name,
    typeCode: game.typeCode,
    minBet: new Prisma.Decimal(game.minBet).toString(),
    lineCount: game.lineCount,
  };
  const optional = {
    classify: game.classify,
    isHot: game.isHot,
    hotRank: game.hotRank,
    launchKind: game.launchKind,
    defaultPlayType: game.defaultPlayType,
    image: game.image,
  };
  for (const [field, value] of Object.entries(optional)) {
    if (value !== undefined) fields[field] = value;
  }
  for (const [language, name] of Object.entries(game.names ?? {})) {
    fields[`names.${language}`] = name;
  }
  return fields;
}

/** An existing game as the row leaves it: what the row leaves out stays as it is. */
function mergedGame(game: CatalogueGame, current: ImportedGame, codes: CodesById): CatalogueGame {
  return {
    ...game,
    classify:
      game.classify ??
      (current.classifyId === null ? undefined : codes.classifies.get(current.classifyId)),
    isHot: game.isHot ?? current.isHot,
    hotRank: game.hotRank ?? current.hotRank ?? undefined,
    launchKind: game.launchKind ?? known(LAUNCH_KINDS, current.launchKind, 'launch kind'),
    defaultPlayType: game.defaultPlayType ?? current.defaultPlayType ?? undefined,
    image: game.image ?? current.imagePath,
  };
}

/** What the seed's checks leave to the database's limits, checked before it is asked. */
function limitProblem(game: CatalogueGame): { field: string; message: string } | null {
  const minBet = new Prisma.Decimal(game.minBet);
  if (minBet.decimalPlaces() > 4 || minBet.greaterThanOrEqualTo(MAX_MIN_BET)) {
    return { field: 'minBet', message: 'at most 4 decimals, below 100,000,000,000,000' };
  }
  if (game.hotRank !== undefined && game.hotRank > MAX_RANK) {
    return { field: 'hotRank', message: `at most ${MAX_RANK}` };
  }
  const texts: [string, string | undefined, number][] = [
    ['name', game.name, TEXT_LENGTH.name],
    ...Object.entries(game.names ?? {}).map(([language, name]): [string, string, number] => [
      `names.${language}`,
      name,
      TEXT_LENGTH.name,
    ]),
    ['defaultPlayType', game.defaultPlayType, TEXT_LENGTH.defaultPlayType],
    ['image', game.image, TEXT_LENGTH.image],
  ];
  for (const [field, text, length] of texts) {
    if (text !== undefined && text.length > length) {
      return { field, message: `at most ${length} characters` };
    }
  }
  return null;
}

const cut = (message: string) =>
  message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH)}…` : message;

/** A seed-format error ("line 4.names.MS: expected a string, ...") as a row error. */
function rowError(line: number, where: string, error: SeedFileError): ConsoleGameImportError {
  const rest = error.message.startsWith(where) ? error.message.slice(where.length) : '';
  const parts = /^(?:\.([^:]+))?: ([\s\S]*)$/.exec(rest);
  return {
    line,
    field: parts?.[1] ?? null,
    message: cut(parts?.[2] ?? error.message),
  };
}

const keyOf = (game: { vendor: string; gameCode: string }) => `${game.vendor}/${game.gameCode}`;

/**
 * The console's game import: a CSV or JSON file of games in the seed's catalogue format, checked
 * row by row as the seed checks its file (against the vendors, lanes and classifies in the
 * database), compared with the games as they are, and upserted with the seed's statements.
 */
@Injectable()
export class GameImportService {
  constructor(private readonly catalogue: ConsoleCatalogueRepository) {}

  async import(
    operator: OperatorActor,
    bytes: Uint8Array,
    dryRun: boolean,
  ): Promise<ConsoleGameImportResult> {
    const file = readImportFile(bytes);
    if (dryRun) {
      operator.change = null;
      return resultOf(file, await this.plan(file), true, null);
    }
    const { plan, version, written } = await this.catalogue.write(async (database) => {
      const planned = await this.plan(file, database);
      if (planned.errors.length > 0) throw importRefused(planned.errors);
      const changed = planned.games.filter(
        (game) => !game.current || Object.keys(game.changes).length > 0,
      );
      if (changed.length === 0) {
        const { version: current } = await this.catalogue.version(database);
        return { plan: planned, version: current, written: null };
      }
      await this.catalogue.upsertGames(database, await this.placed(database, changed));
      return { plan: planned, version: await this.catalogue.bump(database), written: changed };
    });
    operator.change = written ? importChange(written, version) : null;
    return resultOf(file, plan, false, version);
  }

  /** Each row checked, and compared with the game it names. */
  private async plan(file: ImportFile, database?: CatalogueWrite): Promise<ImportPlan> {
    const vendors = await this.catalogue.vendorRules(database);
    const rules = new Map<string, CatalogueVendorRules>(
      vendors.map((vendor) => [
        vendor.code,
        {
          code: vendor.code,
          categories: vendor.categories.map((lane) => ({ category: lane.categoryCode })),
          classifies: vendor.classifies,
        },
      ]),
    );
    const errors: ConsoleGameImportError[] = [];
    const good: { line: number; game: CatalogueGame }[] = [];
    const lineOf = new Map<string, number>();
    for (const record of file.records) {
      const where = `line ${record.line}`;
      const control = findControlCharacter(record.value);
      if (control) {
        errors.push({ line: record.line, field: control, message: 'control characters' });
        continue;
      }
      let game: CatalogueGame;
      try {
        game = readCatalogueGame(record.value, where, rules, VENDOR_SOURCE);
      } catch (error) {
        if (!(error instanceof SeedFileError)) throw error;
        errors.push(rowError(record.line, where, error));
        continue;
      }
      const problem = limitProblem(game);
      const earlier = lineOf.get(keyOf(game));
      if (problem) {
        errors.push({ line: record.line, ...problem });
      } else if (earlier !== undefined) {
        errors.push({
          line: record.line,
          field: 'gameCode',
          message: `${keyOf(game)} is on line ${earlier} already`,
        });
      } else {
        lineOf.set(keyOf(game), record.line);
        good.push({ line: record.line, game });
      }
    }
    const vendorIds = new Map(vendors.map((vendor) => [vendor.code, vendor.id]));
    const codesByVendor = new Map<number, string[]>();
    for (const { game } of good) {
      const vendorId = vendorIds.get(game.vendor);
      if (vendorId === undefined) continue;
      codesByVendor.set(vendorId, [...(codesByVendor.get(vendorId) ?? []), game.gameCode]);
    }
    const codes: CodesById = {
      vendors: new Map(vendors.map((vendor) => [vendor.id, vendor.code])),
      classifies: new Map(
        vendors.flatMap((vendor) =>
          vendor.classifies.map((classify) => [classify.id, classify.code] as const),
        ),
      ),
    };
    const existing = new Map(
      (await this.catalogue.existingGames(codesByVendor, database)).map((row) => [
        keyOf({ vendor: codes.vendors.get(row.vendorId) ?? '', gameCode: row.gameCode }),
        row,
      ]),
    );
    const games = good.map(({ line, game }): PlannedGame => {
      const current = existing.get(keyOf(game)) ?? null;
      if (!current) return { line, game, current, changes: {} };
      const before = fieldsOf(current, codes);
      const changes = Object.fromEntries(
        Object.entries(givenFields(game))
          .filter(([field, value]) => (before[field] ?? null) !== value)
          .map(([field, value]) => [field, { before: before[field] ?? null, after: value }]),
      );
      return { line, game: mergedGame(game, current, codes), current, changes };
    });
    return { games, errors };
  }

  /** Changed games keep their place; new ones go after the last game, in the file's order. */
  private async placed(database: CatalogueWrite, games: PlannedGame[]): Promise<PlacedGame[]> {
    let last = await this.catalogue.lastSortOrder(database);
    return games.map(({ game, current }) => ({
      game,
      sortOrder: current ? current.sortOrder : (last += 1),
    }));
  }
}

function resultOf(
  file: ImportFile,
  plan: ImportPlan,
  dryRun: boolean,
  catalogueVersion: number | null,
): ConsoleGameImportResult {
  const created: ConsoleGameImportNew[] = [];
  const updated: ConsoleGameImportChange[] = [];
  let unchanged = 0;
  for (const { line, game, current, changes } of plan.games) {
    if (!current) {
      created.push({
        line,
        vendor: game.vendor,
        gameCode: game.gameCode,
        name: game.name,
        category: game.category,
      });
    } else if (Object.keys(changes).length > 0) {
      updated.push({ line, id: current.id, vendor: game.vendor, gameCode: game.gameCode, changes });
    } else {
      unchanged += 1;
    }
  }
  return {
    dryRun,
    format: file.format,
    rows: file.records.length,
    created,
    updated,
    unchanged,
    errors: plan.errors,
    catalogueVersion,
  };
}

/** The audit trail's record of an import: the games it added, and each change before and after. */
function importChange(games: PlannedGame[], version: number) {
  const changed = games.filter((game) => game.current);
  const side = (which: 'before' | 'after') =>
    Object.fromEntries(
      changed.map((game) => [
        keyOf(game.game),
        Object.fromEntries(
          Object.entries(game.changes).map(([field, values]) => [field, values[which]]),
        ),
      ]),
    );
  return {
    target: 'catalogue:import',
    before: { games: side('before') },
    after: {
      created: games.filter((game) => !game.current).map((game) => keyOf(game.game)),
      games: side('after'),
      catalogueVersion: version,
    },
  };
}
