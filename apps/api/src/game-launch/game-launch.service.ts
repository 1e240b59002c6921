import { Injectable } from '@nestjs/common';
import {
  GAME_MAINTENANCE_MESSAGE,
  isDemoAccount,
  type LaunchGameResponse,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CatalogueService } from '../games/catalogue.service.js';
import type { Catalogue } from '../games/catalogue.js';
import { GameMaintenanceService } from '../games/game-maintenance.service.js';
import { RecentGamesService } from '../games/recent-games.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import type { LaunchGameDto } from './dto/launch-game.dto.js';
import { GameLaunchRepository } from './game-launch.repository.js';
import {
  gamePageContent,
  isLotteryGame,
  type LaunchedGame,
  lotteryPageContent,
} from './launch-content.js';

// Launches per member per minute: a player opens a few games a minute; a script opening game
// sessions in a loop (each will hold a provider session) is stopped.
const LAUNCH_RULE = { limit: 30, windowMs: 60_000 };

/**
 * Starts a game: checks it is listed and playable, records it as recent, and answers its path:
 * the lottery page, or the game frame with a new game session of the built-in provider.
 */
@Injectable()
export class GameLaunchService {
  constructor(
    private readonly launches: GameLaunchRepository,
    private readonly catalogues: CatalogueService,
    private readonly maintenance: GameMaintenanceService,
    private readonly recent: RecentGamesService,
    private readonly rateLimiter: RateLimiter,
    private readonly gameSessions: GameSessionService,
    private readonly protection: PlayerProtectionService,
  ) {}

  async launch(member: AuthenticatedMember, dto: LaunchGameDto): Promise<LaunchGameResponse> {
    await this.rateLimiter.consume('game-launch', String(member.memberId), LAUNCH_RULE);
    // A time-out or self-exclusion: the member may log in (to withdraw), not play.
    if (!isDemoAccount(member.isAgent)) await this.protection.assertMayPlay(member.memberId);
    const game = await this.findGame(dto);
    const maintenance = await this.maintenance.maintenanceAnswer(game.id, dto.language);
    if (maintenance) throw new AppError('GAME_MAINTENANCE', GAME_MAINTENANCE_MESSAGE, maintenance);
    // Demo accounts play on a demo balance and have no recent list.
    if (!isDemoAccount(member.isAgent)) await this.recent.record(member.memberId, game.id);
    if (isLotteryGame(game)) return { content: lotteryPageContent(game) };
    // The session is the member's credential in the game; a demo account's plays demo money.
    const session = await this.gameSessions.open(member.memberId, game.vendorCode, game.gameCode);
    return { content: gamePageContent(game, session.playerToken) };
  }

  /** The game by nodeId (of `vendor` when both are given), else the vendor's first game. */
  private async findGame(dto: LaunchGameDto): Promise<LaunchedGame> {
    const catalogue = await this.catalogues.catalogue();
    const row = await this.gameRow(dto, catalogue);
    const vendor = row ? catalogue.vendorById.get(row.vendorId) : undefined;
    if (!row || !vendor?.enabled || (dto.vendor !== undefined && vendor.code !== dto.vendor)) {
      throw new AppError('NOT_FOUND', 'No such game');
    }
    return {
      id: row.id,
      vendorCode: vendor.code,
      gameCode: row.gameCode,
      name: row.names[0]?.name ?? row.name,
      categoryCode: row.categoryCode,
      defaultPlayType: row.defaultPlayType,
    };
  }

  private gameRow(dto: LaunchGameDto, catalogue: Catalogue) {
    if (dto.nodeId !== undefined) return this.launches.findGame(Number(dto.nodeId), dto.language);
    // The DTO requires the vendor when nodeId is left out.
    const vendor = catalogue.vendorByCode.get(dto.vendor!);
    return vendor ? this.launches.firstGameOf(vendor.id, dto.language) : Promise.resolve(null);
  }
}
