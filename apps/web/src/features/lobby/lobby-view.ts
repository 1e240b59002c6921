import type { GameTypeCode, MinimumBetFilter, VendorLane } from '@wps/shared-types';

/** Spec 2 §4 list tabs. */
export type LobbyTab = 'all' | 'hot' | 'fav' | 'recent';

/**
 * The filters of the All list. The spec's "game classify" and "game type" are one dimension in
 * the API (`gameClassify`), so the lobby offers them as one game-type choice.
 */
export interface GameFilters {
  gameName: string;
  gameType: GameTypeCode | '';
  minimumBet: MinimumBetFilter;
}

export const NO_FILTERS: GameFilters = { gameName: '', gameType: '', minimumBet: 'All' };

export interface LobbyView {
  tab: LobbyTab;
  page: number;
  filters: GameFilters;
}

export const FIRST_VIEW: LobbyView = { tab: 'all', page: 1, filters: NO_FILTERS };

export type LobbyAction =
  | { type: 'tab'; tab: LobbyTab }
  | { type: 'page'; page: number }
  | { type: 'filter'; filters: Partial<GameFilters> }
  // The vendor changed: back to page 1, without a game type the new vendor does not offer.
  | { type: 'vendor'; offeredTypes: readonly GameTypeCode[] };

const sameFilters = (a: GameFilters, b: GameFilters) =>
  a.gameName === b.gameName && a.gameType === b.gameType && a.minimumBet === b.minimumBet;

/**
 * Spec 2 §4: a tab switch resets page and filters; a filter change reloads from page 1, but only
 * when a value really changed (the same state comes back, so nothing reloads).
 */
export function lobbyReducer(view: LobbyView, action: LobbyAction): LobbyView {
  switch (action.type) {
    case 'tab':
      return action.tab === view.tab ? view : { tab: action.tab, page: 1, filters: NO_FILTERS };
    case 'page':
      return action.page === view.page ? view : { ...view, page: action.page };
    case 'filter': {
      const merged = { ...view.filters, ...action.filters };
      const filters = { ...merged, gameName: merged.gameName.trim() };
      return sameFilters(filters, view.filters) ? view : { ...view, page: 1, filters };
    }
    case 'vendor': {
      const { gameType } = view.filters;
      const offered = gameType === '' || action.offeredTypes.includes(gameType);
      return {
        ...view,
        page: 1,
        filters: offered ? view.filters : { ...view.filters, gameType: '' },
      };
    }
  }
}

/** The game types of a lane that the chosen vendor offers (all of the lane's without a vendor). */
export function offeredGameTypes(
  lane: VendorLane | undefined,
  vendor: string,
  siteTypes: readonly GameTypeCode[],
): GameTypeCode[] {
  const laneTypes = (lane?.gameClassify ?? [])
    .filter((entry) => vendor === '' || entry.vendors.includes(vendor))
    .map((entry) => entry.code);
  return siteTypes.filter((code) => laneTypes.includes(code));
}

export const hasMorePages = (page: number, totalPages: number) => page < totalPages;
