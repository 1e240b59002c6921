import {
  CONSOLE_CATALOGUE_PATHS,
  CONSOLE_GAME_IMPORT,
  type ConsoleCatalogueVersion,
  type ConsoleGameImportError,
  type ConsoleGameImportResult,
  type ConsoleGameQuery,
  type ConsoleGameRow,
  type ConsoleGameUpdate,
  type ConsolePage,
  type ConsoleVendorRow,
  type ConsoleVendorUpdate,
  type ConsoleVendorWalletSecret,
  consoleVendorWalletSecretPath,
  type GameCategory,
} from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** The games list's filters as the address holds them; empty ones are not sent. */
export interface GameFilters {
  query: string;
  vendor: string;
  category: GameCategory | '';
}

/** The most vendors one request answers: the vendor filter lists them all (there are few). */
const VENDOR_CHOICES = 100;

export const catalogueKeys = {
  /** Everything the page shows: every write bumps the version and may change any list. */
  all: ['console', 'catalogue'] as const,
  vendors: (query: string, page: number) =>
    ['console', 'catalogue', 'vendors', { query, page }] as const,
  vendorChoices: ['console', 'catalogue', 'vendor-choices'] as const,
  games: (filters: GameFilters, page: number) =>
    ['console', 'catalogue', 'games', { ...filters, page }] as const,
  version: ['console', 'catalogue', 'version'] as const,
};

export function fetchVendors(query: string, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleVendorRow>>(CONSOLE_CATALOGUE_PATHS.vendors, {
    query: { query: query || undefined, ...pageQuery(page) },
    signal,
  });
}

/** Every vendor (the first hundred), for the games list's vendor filter. */
export async function fetchVendorChoices(signal?: AbortSignal) {
  const answer = await consoleApi.get<ConsolePage<ConsoleVendorRow>>(
    CONSOLE_CATALOGUE_PATHS.vendors,
    { query: { page: 1, pageSize: VENDOR_CHOICES }, signal },
  );
  return answer.list;
}

export function fetchGames(filters: GameFilters, page: number, signal?: AbortSignal) {
  const query: ConsoleGameQuery = {
    query: filters.query || undefined,
    vendor: filters.vendor || undefined,
    category: filters.category || undefined,
    ...pageQuery(page),
  };
  return consoleApi.get<ConsolePage<ConsoleGameRow>>(CONSOLE_CATALOGUE_PATHS.games, {
    query: { ...query },
    signal,
  });
}

/** Sends only the fields that change. */
export const updateVendor = (code: string, update: ConsoleVendorUpdate) =>
  consoleApi.patch<ConsoleVendorRow>(
    `${CONSOLE_CATALOGUE_PATHS.vendors}/${encodeURIComponent(code)}`,
    update,
  );

/** A new random secret for the vendor's built-in-protocol calls, answered this once. */
export const rotateWalletSecret = (code: string) =>
  consoleApi.post<ConsoleVendorWalletSecret>(consoleVendorWalletSecretPath(code));

/** Sends only the fields that change. */
export const updateGame = (gameId: number, update: ConsoleGameUpdate) =>
  consoleApi.patch<ConsoleGameRow>(`${CONSOLE_CATALOGUE_PATHS.games}/${gameId}`, update);

export const fetchVersion = (signal?: AbortSignal) =>
  consoleApi.get<ConsoleCatalogueVersion>(CONSOLE_CATALOGUE_PATHS.version, { signal });

export const bumpVersion = () =>
  consoleApi.post<ConsoleCatalogueVersion>(CONSOLE_CATALOGUE_PATHS.version);

/**
 * A game import of one CSV or JSON file, sent as multipart/form-data. A dry run writes nothing
 * and answers what the import would change, with the bad rows.
 */
export function importGames(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append(CONSOLE_GAME_IMPORT.fields.dryRun, String(dryRun));
  form.append(CONSOLE_GAME_IMPORT.fields.file, file);
  return consoleApi.post<ConsoleGameImportResult>(CONSOLE_CATALOGUE_PATHS.gameImport, form);
}

/**
 * The rows of a refused import (400: a bad row, or a file that cannot be read), which the
 * answer lists with their lines; null for any other failure.
 */
export function refusedRows(error: unknown): ConsoleGameImportError[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = (error.value as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors as ConsoleGameImportError[]) : null;
}
