import { Injectable } from '@nestjs/common';
import type { GameListResponse } from '@wps/shared-types';
import { CatalogueCache } from './catalogue-cache.js';
import type { Catalogue } from './catalogue.js';
import {
  canSearchByIndex,
  CatalogueRepository,
  type GameFilter,
  type SearchStrategy,
} from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import type { GameListQuery } from './dto/game-list.query.js';
import { pageCount, toGameObject, type GameRow } from './game-rows.js';

// A name search reads the category in order when a page costs at most this many rows.
const SCAN_BUDGET_ROWS = 5_000;

/** The lobby's game list: one indexed query for the page, the total from the count cache. */
@Injectable()
export class GameListService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly catalogues: CatalogueService,
    private readonly cache: CatalogueCache,
  ) {}

  async list(query: GameListQuery): Promise<GameListResponse> {
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
    const [total, unsearched] = await Promise.all([
      this.count(query, { ...filter, search }),
      this.count({ ...query, gameName: undefined }, filter),
    ]);
    if (offset >= total) return this.answer(catalogue, [], total, query.pageSize);
    // Reading the filtered games in order until the page is full costs about this many rows;
    // collecting every match through the trigram index costs about as many as there are.
    const rowsToScan = Math.min(unsearched, ((offset + query.pageSize) * unsearched) / total);
    const indexable = canSearchByIndex(search.text);
    const expected = Math.min(query.pageSize, total - offset);
    if (rowsToScan <= SCAN_BUDGET_ROWS || !indexable) {
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

  private page(query: GameListQuery, filter: GameFilter, search: GameFilter['search']) {
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
  private count(query: GameListQuery, filter: GameFilter): Promise<number> {
    const key = JSON.stringify([
      query.gameType,
      query.vassalage ?? '',
      query.gameClassify ?? '',
      query.minBet ?? '',
      query.minLineNum ?? 0,
      filter.search ? [filter.search.text.toLowerCase(), filter.search.language] : '',
    ]);
    return this.cache.shared(`count:${key}`, () => this.repository.gameCount(filter));
  }
}
