import { Injectable } from '@nestjs/common';
import {
  GAME_MAINTENANCE_MESSAGE,
  isDemoAccount,
  LOTTO_AREA_VENDORS,
  LOTTO_LAUNCH_MODE,
  type LaunchGameResponse,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CatalogueService } from '../games/catalogue.service.js';
import type { Catalogue } from '../games/catalogue.js';
import { GameMaintenanceService } from '../games/game-maintenance.service.js';
import { RecentGamesService } from '../games/recent-games.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { PvpRoomsService } from '../pvp-rooms/pvp-rooms.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { GAME_SESSION_TTL_MS, GameSessionService } from '../wallet/game-session.service.js';
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
    private readonly rooms: PvpRoomsService,
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
    // A lobby launch (launchMode LOTT) opens even a lottery game in the vendor's frame.
    if (isLotteryGame(game) && dto.launchMode !== LOTTO_LAUNCH_MODE) {
      return { content: lotteryPageContent(game) };
    }
    // The seat is taken before the session opens (for the session's lifetime), so a full room
    // opens no session; a launch of any other game leaves the room the member sat in.
    if (dto.roomId === undefined) await this.rooms.leave(member.memberId);
    else {
      const until = new Date(Date.now() + GAME_SESSION_TTL_MS);
      await this.rooms.sit(member.memberId, dto.roomId, until);
    }
    // The session is the member's credential in the game; a demo account's plays demo money.
    const session = await this.gameSessions.open(member.memberId, game.vendorCode, game.gameCode);
    return { content: gamePageContent(game, session.playerToken, dto.backUrl) };
  }

  /**
   * The game of the room, else by nodeId or lottoGameCode (of the vendor, or of the lotto area's
   * vendor, when named), else the vendor's first game: its lobby in the lobby view. A nodeId or
   * vendor sent with a room must be the room's game's.
   */
  private async findGame(dto: LaunchGameDto): Promise<LaunchedGame> {
    const catalogue = await this.catalogues.catalogue();
    const vendorCode = dto.lottoArea ? LOTTO_AREA_VENDORS[dto.lottoArea] : dto.vendor;
    const row = await this.gameRow(dto, vendorCode, catalogue);
    const vendor = row ? catalogue.vendorById.get(row.vendorId) : undefined;
    const otherVendor = (code: string | undefined) => code !== undefined && vendor?.code !== code;
    if (!row || !vendor?.enabled || otherVendor(vendorCode) || otherVendor(dto.vendor)) {
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

  private async gameRow(dto: LaunchGameDto, vendorCode: string | undefined, catalogue: Catalogue) {
    if (dto.roomId !== undefined) {
      const gameId = await this.rooms.gameOfRoom(dto.roomId);
      if (dto.nodeId !== undefined && Number(dto.nodeId) !== gameId) return null;
      return this.launches.findGame(gameId, dto.language);
    }
    if (dto.nodeId !== undefined) return this.launches.findGame(Number(dto.nodeId), dto.language);
    // The DTO requires the vendor or the lotto area when nodeId and roomId are left out.
    const vendor = catalogue.vendorByCode.get(vendorCode!);
    if (!vendor) return null;
    return dto.lottoGameCode === undefined
      ? this.launches.firstGameOf(vendor.id, dto.language)
      : this.launches.gameByCode(vendor.id, dto.lottoGameCode, dto.language);
  }
}
