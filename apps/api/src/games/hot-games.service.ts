import { Injectable } from '@nestjs/common';
import type { GameObject, HotListResponse, Language } from '@wps/shared-types';
import { CatalogueCache } from './catalogue-cache.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import type { HotGamesQuery } from './dto/hot-games.query.js';
import { toGameObject } from './game-rows.js';
import type { InLanguage } from '../common/visitor.js';

/** Hot games: one page, lanes in lobby order and the best rank first within a lane. */
@Injectable()
export class HotGamesService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly catalogues: CatalogueService,
    private readonly cache: CatalogueCache,
  ) {}

  /** hot() serialised once per catalogue version and query. */
  hotJson(query: InLanguage<HotGamesQuery>): Promise<string> {
    const key = `hot-json:${query.language}:${query.vassalage ?? ''}:${query.gameType ?? ''}`;
    return this.cache.local(key, async () => JSON.stringify(await this.hot(query)));
  }

  hot(query: InLanguage<HotGamesQuery>): Promise<HotListResponse> {
    const key = `hot:${query.language}:${query.vassalage ?? ''}:${query.gameType ?? ''}`;
    return this.cache.local(key, async () => {
      const games = await this.allHot(query.language);
      return {
        list: games.filter(
          (game) =>
            (!query.vassalage || game.vassalage === query.vassalage) &&
            (!query.gameType || game.gameType === query.gameType),
        ),
      };
    });
  }

  private allHot(language: Language): Promise<GameObject[]> {
    return this.cache.shared(`hot:${language}`, async () => {
      const [catalogue, rows] = await Promise.all([
        this.catalogues.catalogue(),
        this.repository.hotGames(language),
      ]);
      const games = rows.map((row) => toGameObject(row, catalogue));
      // Array.prototype.sort is stable: within a lane the database's rank order stays.
      return games.sort(
        (a, b) => catalogue.laneOrder(a.gameType) - catalogue.laneOrder(b.gameType),
      );
    });
  }
}
