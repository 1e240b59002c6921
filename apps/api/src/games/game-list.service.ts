import { Injectable } from '@nestjs/common';
import type { GameListResponse } from '@wps/shared-types';
import { CatalogueCache } from './catalogue-cache.js';
import type { Catalogue } from './catalogue.js';
import {
  canSearchByIndex,
  CatalogueRepository,
  type GameFilter,
  type SearchMatches,
  type SearchStrategy,
} from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import type { GameListQuery } from './dto/game-list.query.js';
import { pageCount } from '../common/paging.query.js';
import { toGameObject, type GameRow } from './game-rows.js';
import type { InLanguage } from '../common/visitor.js';

// A search keeps the ids of at most this many matches (about 30 KB in the store).
const SEARCH_IDS_LIMIT = 5_000;
// A name search reads the category in order when a page costs at most this many rows, or at
// most twice its matches (a match found through the trigram index costs about two rows read).
const SCAN_BUDGET_ROWS = 2_000;

/**
 * The lobby's game list: one indexed query for the page, the total from the count cache (a name
 * search: its matches), the answer kept per catalogue version.
 */
@Injectable()
export class GameListService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly catalogues: CatalogueService,
    private readonly cache: CatalogueCache,
  ) {}

  /** Searches with more matches than this keep only their count (tests lower it). */
  searchIdsLimit = SEARCH_IDS_LIMIT;

  /**
   * A page of games. Pages are the same for every player until the catalogue changes, so each
   * answer is kept under the catalogue version (in the store, and the popular ones in-process).
   */
  list(query: InLanguage<GameListQuery>): Promise<GameListResponse> {
    const key = JSON.stringify([
      query.gameType,
      query.vassalage ?? '',
      query.gameClassify ?? '',
      query.minBet ?? '',
      query.minLineNum ?? 0,
      query.gameName?.toLowerCase() ?? '',
      query.language,
      query.pageNo,
      query.pageSize,
    ]);
    return this.cache.recent(`list:${key}`, () => this.load(query));
  }

  private async load(query: InLanguage<GameListQuery>): Promise<GameListResponse> {
    const catalogue = await this.catalogues.catalogue();
    const filter: GameFilter = {
      sources: catalogue.sources(query.gameType, query.vassalage),
      typeCode: query.gameClassify,
      minBet: query.minBet,
      minLines: query.minLineNum,
    };
    if (filter.sources.length === 0) return { games: [], totalPages: 0 };
    const offset = (query.pageNo - 1) * query.pageSize;
    if (!query.gameName) {
      const [total, rows] = await Promise.all([
        this.count(query, filter),
        this.repository.gamePage(filter, query.language, offset, query.pageSize),
      ]);
      return this.answer(catalogue, rows, total, query.pageSize);
    }

    const search = { text: query.gameName, language: query.language };
    const [matches, unsearched] = await Promise.all([
      this.matches(query, { ...filter, search }),
      this.count({ ...query, gameName: undefined }, filter),
    ]);
    const total = matches.total;
    if (offset >= total) return this.answer(catalogue, [], total, query.pageSize);
    if (matches.ids) {
      const ids = matches.ids.slice(offset, offset + query.pageSize);
      return this.answer(
        catalogue,
        await this.repository.gamesByIds(ids, query.language),
        total,
        query.pageSize,
      );
    }
    // Too many matches to keep their ids: reading the filtered games in order until the page is
    // full costs about `rowsToScan` rows; collecting every match through the trigram index about
    // two rows per match.
    const rowsToScan = Math.min(unsearched, ((offset + query.pageSize) * unsearched) / total);
    const indexable = canSearchByIndex(search.text);
    const expected = Math.min(query.pageSize, total - offset);
    if (rowsToScan <= Math.max(SCAN_BUDGET_ROWS, 2 * total) || !indexable) {
      // Matches are rarely spread evenly: read twice the estimate, and all of them if that
      // still falls short.
      const scanRows = Math.min(unsearched, Math.ceil(rowsToScan * 2) + 100);
      const rows = await this.page(query, filter, { ...search, strategy: 'scan', scanRows });
      if (rows.length >= expected || scanRows >= unsearched) {
        return this.answer(catalogue, rows, total, query.pageSize);
      }
    }
    const strategy: SearchStrategy = indexable ? 'index' : 'scan';
    const rows = await this.page(query, filter, { ...search, strategy });
    return this.answer(catalogue, rows, total, query.pageSize);
  }

  private page(query: InLanguage<GameListQuery>, filter: GameFilter, search: GameFilter['search']) {
    const offset = (query.pageNo - 1) * query.pageSize;
    return this.repository.gamePage({ ...filter, search }, query.language, offset, query.pageSize);
  }

  private answer(
    catalogue: Catalogue,
    rows: GameRow[],
    total: number,
    pageSize: number,
  ): GameListResponse {
    return {
      games: rows.map((row) => toGameObject(row, catalogue)),
      totalPages: pageCount(total, pageSize),
    };
  }

  // Counting a whole category costs tens of milliseconds on a large catalogue and never changes
  // between catalogue versions, so each filter combination is counted once per version.
  private count(query: InLanguage<GameListQuery>, filter: GameFilter): Promise<number> {
    return this.cache.shared(`count:${filterKey(query)}`, () => this.repository.gameCount(filter));
  }

  // A name search is run once per catalogue version: its matches in page order (when there
  // are at most searchIdsLimit of them) are kept with its count, and every page of it is then
  // read by primary key, whether the text had trigrams or not.
  private matches(query: InLanguage<GameListQuery>, filter: GameFilter): Promise<SearchMatches> {
    const key = `search:${this.searchIdsLimit}:${filterKey(query)}`;
    return this.cache.shared(key, () => this.repository.searchMatches(filter, this.searchIdsLimit));
  }
}

function filterKey(query: InLanguage<GameListQuery>): string {
  return JSON.stringify([
    query.gameType,
    query.vassalage ?? '',
    query.gameClassify ?? '',
    query.minBet ?? '',
    query.minLineNum ?? 0,
    query.gameName ? [query.gameName.toLowerCase(), query.language] : '',
  ]);
}
