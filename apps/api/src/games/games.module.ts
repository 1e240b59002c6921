import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { CatalogueCache } from './catalogue-cache.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import { FavouritesController } from './favourites.controller.js';
import { FavouritesRepository } from './favourites.repository.js';
import { FavouritesService } from './favourites.service.js';
import { GameAnnouncementsService } from './game-announcements.service.js';
import { GameListService } from './game-list.service.js';
import { GameMaintenanceRepository } from './game-maintenance.repository.js';
import { GameMaintenanceService } from './game-maintenance.service.js';
import { GamesController } from './games.controller.js';
import { HotGamesService } from './hot-games.service.js';
import { RecentGamesController } from './recent-games.controller.js';
import { RecentGamesRepository } from './recent-games.repository.js';
import { RecentGamesService } from './recent-games.service.js';
import { WinnersRepository } from './winners.repository.js';
import { WinnersService } from './winners.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

/**
 * The game lobby: vendor lanes, game list and filters, hot games, favourites, recent games, the
 * winner board, game announcements and the maintenance answer. The launch feature uses
 * RecentGamesService.record and GameMaintenanceService.maintenanceAnswer.
 */
@Module({
  imports: [MerchantModule, ContentModule],
  controllers: [GamesController, FavouritesController, RecentGamesController],
  providers: [
    CatalogueRepository,
    CatalogueCache,
    CatalogueService,
    GameListService,
    HotGamesService,
    FavouritesRepository,
    FavouritesService,
    RecentGamesRepository,
    RecentGamesService,
    WinnersRepository,
    WinnersService,
    GameAnnouncementsService,
    GameMaintenanceRepository,
    GameMaintenanceService,
  ],
  exports: [CatalogueService, CatalogueCache, RecentGamesService, GameMaintenanceService],
})
export class GamesModule {}
