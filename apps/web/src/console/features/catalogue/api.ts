import {
  CONSOLE_CATALOGUE_PATHS,
  type ConsoleCatalogueVersion,
  type ConsoleGameQuery,
  type ConsoleGameRow,
  type ConsoleGameUpdate,
  type ConsolePage,
  type ConsoleVendorRow,
  type ConsoleVendorUpdate,
  type GameCategory,
} from '@wps/shared-types';
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

/** Sends only the fields that change. */
export const updateGame = (gameId: number, update: ConsoleGameUpdate) =>
  consoleApi.patch<ConsoleGameRow>(`${CONSOLE_CATALOGUE_PATHS.games}/${gameId}`, update);

export const fetchVersion = (signal?: AbortSignal) =>
  consoleApi.get<ConsoleCatalogueVersion>(CONSOLE_CATALOGUE_PATHS.version, { signal });

export const bumpVersion = () =>
  consoleApi.post<ConsoleCatalogueVersion>(CONSOLE_CATALOGUE_PATHS.version);
