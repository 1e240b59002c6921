import { Injectable } from '@nestjs/common';
import {
  GAME_CATEGORIES,
  GAME_TYPE_CODES,
  isLanguage,
  isOneOf,
  type ConsoleCatalogueVersion,
  type ConsoleGameRow,
  type ConsolePage,
  type ConsolePageQuery,
  type ConsoleVendorRow,
  type ConsoleVendorWalletSecret,
  type Language,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { AuditedChange, OperatorActor } from '../operator/operator-actor.js';
import { LAUNCH_KINDS } from '../seed/seed-files.js';
import {
  keyFingerprint,
  parseRsaPublicKey,
  VendorCredentialsRepository,
} from '../vendor-credentials/vendor-credentials.repository.js';
import {
  ConsoleCatalogueRepository,
  type CatalogueWrite,
  type GameRow,
  type GameState,
  type VendorRow,
  type VendorState,
} from './console-catalogue.repository.js';
import type {
  ConsoleGameQueryDto,
  ConsoleGameUpdateDto,
  ConsoleVendorQueryDto,
  ConsoleVendorUpdateDto,
} from './dto/console-catalogue.dto.js';

const pageOf = (query: ConsolePageQuery) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, skip: (page - 1) * pageSize };
};

/**
 * A value the database holds only from a closed list (categories, type codes and launch kinds
 * come from the seed's checked files and the import's checks): anything else is a broken row.
 */
export function known<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!isOneOf(values, value)) throw new Error(`A game's ${what} is ${value}`);
  return value;
}

export function gameRow(row: GameRow): ConsoleGameRow {
  const names: Partial<Record<Language, string>> = {};
  for (const name of row.names) if (isLanguage(name.language)) names[name.language] = name.name;
  return {
    id: row.id,
    vendor: row.vendor.code,
    gameCode: row.gameCode,
    name: row.name,
    names,
    category: known(GAME_CATEGORIES, row.categoryCode, 'category'),
    classify: row.classify?.code ?? null,
    typeCode: known(GAME_TYPE_CODES, row.typeCode, 'type code'),
    launchKind: known(LAUNCH_KINDS, row.launchKind, 'launch kind'),
    defaultPlayType: row.defaultPlayType,
    minBet: row.minBet.toString(),
    lineCount: row.lineCount,
    isHot: row.isHot,
    hotRank: row.hotRank,
    enabled: row.enabled,
    maintenance: row.maintenance,
    sortOrder: row.sortOrder,
    image: row.imagePath,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of `after` that differ from `before`, each side with those fields alone. */
export function changedFields<T extends object>(before: T, after: T) {
  // Object.keys answers string[]; these are the keys of `after` itself.
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * What an operator changes of a vendor: as it is, and as an update leaves it. The public key
 * stands as its fingerprint, which is all the audit log keeps of it.
 */
function vendorState(
  vendor: VendorState,
  publicKey: string | null,
  update: ConsoleVendorUpdateDto = {},
) {
  return {
    walletProtocol: update.walletProtocol ?? vendor.walletProtocol,
    hub88PublicKey: publicKey === null ? null : keyFingerprint(publicKey),
    enabled: update.enabled ?? vendor.enabled,
    maintenance: update.maintenance ?? vendor.maintenance,
    sortOrder: update.sortOrder ?? vendor.sortOrder,
    maintenanceRecommendations:
      update.maintenanceRecommendations ?? vendor.maintenanceRecommendations,
  };
}

/** What an operator changes of a game: as it is, and as an update leaves it. */
function gameState(game: GameState, update: ConsoleGameUpdateDto = {}) {
  return {
    enabled: update.enabled ?? game.enabled,
    isHot: update.isHot ?? game.isHot,
    // Null is a value here: the game goes after the ranked ones.
    hotRank: update.hotRank === undefined ? game.hotRank : update.hotRank,
    sortOrder: update.sortOrder ?? game.sortOrder,
    maintenance: update.maintenance ?? game.maintenance,
  };
}

/**
 * The console's catalogue page: vendors and games listed and switched (enabled, maintenance,
 * hot, order, a vendor's maintenance recommendations), and the catalogue version. Every change
 * bumps the version in its own transaction, so every lobby cache follows within a second.
 */
/** The vendor's Hub88 public key after `update`, refused unless it is an RSA key in PEM. */
function publicKeyAfter(before: string | null, update: ConsoleVendorUpdateDto): string | null {
  if (update.hub88PublicKey === undefined) return before;
  if (update.hub88PublicKey === null) return null;
  const pem = update.hub88PublicKey.trim();
  try {
    parseRsaPublicKey(pem);
  } catch {
    throw invalidInput({ hub88PublicKey: 'hub88PublicKey must be an RSA public key in PEM' });
  }
  return pem;
}

@Injectable()
export class ConsoleCatalogueService {
  constructor(
    private readonly catalogue: ConsoleCatalogueRepository,
    private readonly credentials: VendorCredentialsRepository,
  ) {}

  async vendors(query: ConsoleVendorQueryDto): Promise<ConsolePage<ConsoleVendorRow>> {
    const { page, pageSize, skip } = pageOf(query);
    const { rows, total } = await this.catalogue.vendorPage(query.query, skip, pageSize);
    return { list: await this.vendorRows(rows), total, page, pageSize };
  }

  async updateVendor(
    operator: OperatorActor,
    code: string,
    update: ConsoleVendorUpdateDto,
  ): Promise<ConsoleVendorRow> {
    const change = await this.catalogue.write(async (database) => {
      const current = await this.catalogue.vendorState(database, code);
      if (!current) throw new AppError('NOT_FOUND', 'No vendor has this code');
      const recommendations = update.maintenanceRecommendations;
      if (recommendations) await this.checkGamesExist(database, recommendations);
      const keyBefore = await this.credentials.hub88PublicKeyPem(current.id);
      const keyAfter = publicKeyAfter(keyBefore, update);
      const next = vendorState(current, keyAfter, update);
      if (next.walletProtocol === 'HUB88' && keyAfter === null) {
        throw invalidInput({
          hub88PublicKey: "A vendor on Hub88's protocol needs its public key",
        });
      }
      const changed = changedFields(vendorState(current, keyBefore), next);
      if (changed.keys.length === 0) return null;
      await this.catalogue.updateVendor(database, current.id, {
        walletProtocol: next.walletProtocol,
        enabled: next.enabled,
        maintenance: next.maintenance,
        sortOrder: next.sortOrder,
        maintenanceRecommendations: next.maintenanceRecommendations,
      });
      if (keyAfter !== keyBefore) await this.credentials.setHub88PublicKey(current.id, keyAfter);
      await this.catalogue.bump(database);
      return changed;
    });
    operator.change = audited(`vendor:${code}`, change);
    const vendor = await this.catalogue.vendor(code);
    if (!vendor) throw new AppError('NOT_FOUND', 'No vendor has this code');
    const [row] = await this.vendorRows([vendor]);
    return row;
  }

  /**
   * A new random secret for the vendor's built-in-protocol calls, answered this once (the audit
   * log says it was rotated, never what it is).
   */
  async rotateWalletSecret(
    operator: OperatorActor,
    code: string,
  ): Promise<ConsoleVendorWalletSecret> {
    const vendor = await this.catalogue.vendor(code);
    if (!vendor) throw new AppError('NOT_FOUND', 'No vendor has this code');
    const secret = await this.credentials.rotateHmacSecret(vendor.id);
    operator.change = { target: `vendor:${code}`, after: { walletSigning: 'new random key' } };
    return { secret };
  }

  async games(query: ConsoleGameQueryDto): Promise<ConsolePage<ConsoleGameRow>> {
    const { page, pageSize, skip } = pageOf(query);
    const { rows, total } = await this.catalogue.gamePage(
      { text: query.query, vendor: query.vendor, category: query.category },
      skip,
      pageSize,
    );
    return { list: rows.map(gameRow), total, page, pageSize };
  }

  async updateGame(
    operator: OperatorActor,
    id: number,
    update: ConsoleGameUpdateDto,
  ): Promise<ConsoleGameRow> {
    const change = await this.catalogue.write(async (database) => {
      const current = await this.catalogue.gameState(database, id);
      if (!current) throw new AppError('NOT_FOUND', 'No game has this id');
      const next = gameState(current, update);
      const changed = changedFields(gameState(current), next);
      if (changed.keys.length === 0) return null;
      await this.catalogue.updateGame(database, id, next);
      await this.catalogue.bump(database);
      return changed;
    });
    operator.change = audited(`game:${id}`, change);
    const game = await this.catalogue.game(id);
    if (!game) throw new AppError('NOT_FOUND', 'No game has this id');
    return gameRow(game);
  }

  async version(): Promise<ConsoleCatalogueVersion> {
    return versionOf(await this.catalogue.version());
  }

  /** Moves every lobby cache to a new catalogue version (after a change made outside here). */
  async bumpVersion(operator: OperatorActor): Promise<ConsoleCatalogueVersion> {
    const { before, after } = await this.catalogue.write(async (database) => {
      const current = await this.catalogue.version(database);
      await this.catalogue.bump(database);
      return { before: current, after: await this.catalogue.version(database) };
    });
    operator.change = {
      target: 'catalogue',
      before: { version: before.version },
      after: { version: after.version },
    };
    return versionOf(after);
  }

  private async checkGamesExist(database: CatalogueWrite, ids: readonly number[]) {
    const found = new Set(
      (await this.catalogue.gameReferences(ids, database)).map((game) => game.id),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw invalidInput({
        maintenanceRecommendations: `no game has the id ${missing.join(', ')}`,
      });
    }
  }

  private async vendorRows(vendors: readonly VendorRow[]): Promise<ConsoleVendorRow[]> {
    const ids = [...new Set(vendors.flatMap((vendor) => vendor.maintenanceRecommendations))];
    const games = new Map(
      (await this.catalogue.gameReferences(ids)).map((game) => [
        game.id,
        { id: game.id, vendor: game.vendor.code, gameCode: game.gameCode, name: game.name },
      ]),
    );
    return vendors.map((vendor) => ({
      code: vendor.code,
      name: vendor.name,
      walletType: vendor.walletType,
      walletProtocol: vendor.walletProtocol,
      hub88PublicKeyFingerprint: vendor.walletCredential?.hub88PublicKey
        ? keyFingerprint(vendor.walletCredential.hub88PublicKey)
        : null,
      enabled: vendor.enabled,
      maintenance: vendor.maintenance,
      sortOrder: vendor.sortOrder,
      categories: vendor.categories.map((lane) =>
        known(GAME_CATEGORIES, lane.categoryCode, 'category'),
      ),
      maintenanceRecommendations: vendor.maintenanceRecommendations.flatMap((id) => {
        const game = games.get(id);
        return game ? [game] : [];
      }),
    }));
  }
}

function audited(
  target: string,
  change: { before: object; after: object } | null,
): AuditedChange | null {
  return change ? { target, before: change.before, after: change.after } : null;
}

function versionOf(row: { version: number; bumpedAt: Date | null }): ConsoleCatalogueVersion {
  return { version: row.version, bumpedAt: row.bumpedAt?.toISOString() ?? null };
}
