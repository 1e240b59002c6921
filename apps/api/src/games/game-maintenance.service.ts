import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  isGameCategory,
  MAINTENANCE_RECOMMENDATIONS,
  type GameMaintenanceValue,
  type Language,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CatalogueService } from './catalogue.service.js';
import { toGameObject } from './game-rows.js';
import { GameMaintenanceRepository } from './game-maintenance.repository.js';

/**
 * 'Game Under Maintenance': the launch asks before starting a game. Null when the game and its
 * vendor are playable; otherwise the answer to send (GAME_MAINTENANCE_MESSAGE) with other
 * playable games: those the operator chose for the vendor first, then of the same category.
 */
@Injectable()
export class GameMaintenanceService {
  constructor(
    private readonly maintenance: GameMaintenanceRepository,
    private readonly catalogues: CatalogueService,
  ) {}

  async maintenanceAnswer(
    gameId: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<GameMaintenanceValue | null> {
    const game = await this.maintenance.findGame(gameId);
    if (!game) throw new AppError('NOT_FOUND', 'No such game');
    if (!game.maintenance && !game.vendor.maintenance) return null;
    const catalogue = await this.catalogues.catalogue();
    const category = isGameCategory(game.categoryCode)
      ? catalogue.listedCategoryOf(game.categoryCode, game.vendorId)
      : undefined;
    const [chosen, automatic] = await Promise.all([
      game.vendor.maintenanceRecommendations.length > 0
        ? this.maintenance.playableGamesByIds(
            game.vendor.maintenanceRecommendations,
            game.id,
            language,
          )
        : [],
      this.maintenance.playableGames(
        catalogue.scope({ category: isGameCategory(category) ? category : undefined }),
        game.id,
        language,
        MAINTENANCE_RECOMMENDATIONS,
      ),
    ]);
    const chosenIds = new Set(chosen.map((row) => row.id));
    const rows = [...chosen, ...automatic.filter((row) => !chosenIds.has(row.id))];
    return {
      nodeId: String(game.id),
      vendor: game.vendor.code,
      recommended: rows
        .slice(0, MAINTENANCE_RECOMMENDATIONS)
        .map((row) => toGameObject(row, catalogue)),
    };
  }
}
