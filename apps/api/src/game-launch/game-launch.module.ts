import { Module } from '@nestjs/common';
import { PvpRoomsModule } from '../pvp-rooms/pvp-rooms.module.js';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { GamesModule } from '../games/games.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { GameLaunchController } from './game-launch.controller.js';
import { GameLaunchRepository } from './game-launch.repository.js';
import { GameLaunchService } from './game-launch.service.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

/**
 * POST /wps/game/launchGame: the lobby's launch, on top of the catalogue, recent games and the
 * wallet's game sessions; a launch into a card-game room takes a seat there.
 */
@Module({
  imports: [RateLimitModule, GamesModule, WalletModule, PlayerProtectionModule, PvpRoomsModule],
  controllers: [GameLaunchController],
  providers: [GameLaunchRepository, GameLaunchService],
})
export class GameLaunchModule {}
