import { Injectable } from '@nestjs/common';
import type { RecentListResponse } from '@wps/shared-types';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { CatalogueService } from './catalogue.service.js';
import type { RecentGamesQuery } from './dto/recent-games.query.js';
import { toGameObject } from './game-rows.js';
import { RecentGamesRepository } from './recent-games.repository.js';
import type { InLanguage } from '../common/visitor.js';

/** Recent games: recorded when a member launches a game, listed last played first. */
@Injectable()
export class RecentGamesService {
  constructor(
    private readonly recent: RecentGamesRepository,
    private readonly catalogues: CatalogueService,
  ) {}

  /** Called by the game launch: the member has just started this game. */
  async record(memberId: number, gameId: number, playedAt = new Date()): Promise<void> {
    await this.recent.record(memberId, gameId, playedAt);
  }

  /** The member's recent game ids, last played first (at most RECENT_GAMES_KEPT). */
  gameIds(memberId: number): Promise<number[]> {
    return this.recent.gameIds(memberId);
  }

  async list(
    member: AuthenticatedMember,
    query: InLanguage<RecentGamesQuery>,
  ): Promise<RecentListResponse> {
    const catalogue = await this.catalogues.catalogue();
    const scope = catalogue.scope({ vassalage: query.vassalage });
    const { rows, totalPages } = await this.recent.pageOf(member.memberId, scope, query);
    return { list: rows.map((row) => toGameObject(row, catalogue)), totalPages };
  }
}
