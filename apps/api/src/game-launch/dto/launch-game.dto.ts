import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BACK_URL_MAX_LENGTH,
  DEFAULT_GAME_PLATFORM,
  GAME_PLATFORMS,
  LANGUAGES,
  LOTTERY_DEVICE,
  LOTTO_AREAS,
  LOTTO_LAUNCH_MODE,
  LOTTO_VIEWS,
  PRIZE_MODES,
  type GamePlatform,
  type Language,
  type LaunchGameRequest,
  type LottoArea,
  type LottoView,
  type PrizeMode,
} from '@wps/shared-types';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { GAME_ID_PATTERN, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';

// Game codes: letters, digits and "_" (TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY).
const GAME_CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
// A path of this site: one leading "/" (never "//" or "/\\", which browsers read as another
// host) and no spaces; the web sends the player back there, so it must never leave the site.
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A game by nodeId, or a vendor alone (cockfight's DS88) to start that vendor's first game, or a
 * card-game room (its game; a nodeId or vendor given with it must be that game's), or a lobby
 * launch (spec 2 §7): lottoArea VN names the VN lottery vendor, lottoGameCode its game.
 */
export class LaunchGameDto implements LaunchGameRequest {
  @ApiPropertyOptional({
    description: 'Catalogue id of the game (GameObject.nodeId)',
    example: '42',
  })
  @IsOptional()
  @Matches(GAME_ID_PATTERN, { message: 'nodeId must be a game id' })
  nodeId?: string;

  @ApiPropertyOptional({
    description: "Vendor code; without nodeId the vendor's first game in catalogue order",
    example: 'DS88',
  })
  // Required only when nodeId, roomId and lottoArea are left out.
  @ValidateIf(
    (dto: LaunchGameDto) =>
      (dto.nodeId === undefined && dto.roomId === undefined && dto.lottoArea === undefined) ||
      dto.vendor !== undefined,
  )
  @IsDefined({ message: 'nodeId, vendor or roomId is required' })
  @Matches(VENDOR_CODE_PATTERN)
  vendor?: string;

  @ApiPropertyOptional({
    description: "A card-game room to sit in (GCS_pvpRooms' roomId); its game is launched",
    example: 3,
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  roomId?: number;

  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiPropertyOptional({ enum: LOTTO_AREAS, description: "The lottery area's vendor (VN)" })
  @IsOptionalNotNull()
  @IsIn(LOTTO_AREAS)
  lottoArea?: LottoArea;

  @ApiPropertyOptional({
    enum: [LOTTO_LAUNCH_MODE],
    description: 'LOTT: a lottery-type game opens in the game frame, not on the /lottery page',
  })
  @IsOptionalNotNull()
  @IsIn([LOTTO_LAUNCH_MODE])
  launchMode?: typeof LOTTO_LAUNCH_MODE;

  @ApiPropertyOptional({ enum: PRIZE_MODES, description: "The site's lottery prize mode" })
  @IsOptionalNotNull()
  @IsIn(PRIZE_MODES)
  lottoPrizeMode?: PrizeMode;

  @ApiPropertyOptional({ description: 'The game of the betting view', example: 'ELOTT_FAST_3' })
  // The betting view opens one game, so it needs the game's code.
  @ValidateIf(
    (dto: LaunchGameDto) => dto.lottoView === 'betting' || dto.lottoGameCode !== undefined,
  )
  @IsDefined({ message: 'lottoGameCode is required for the betting view' })
  @Matches(GAME_CODE_PATTERN, { message: 'lottoGameCode must be a game code' })
  lottoGameCode?: string;

  @ApiPropertyOptional({ enum: LOTTO_VIEWS, description: "betting: one game; lobby: the vendor's" })
  @IsOptionalNotNull()
  @IsIn(LOTTO_VIEWS)
  lottoView?: LottoView;

  @ApiPropertyOptional({ enum: [LOTTERY_DEVICE] })
  @IsOptionalNotNull()
  @IsIn([LOTTERY_DEVICE])
  device?: typeof LOTTERY_DEVICE;

  @ApiPropertyOptional({
    description: "A path of the site the game frame's back button returns to",
    example: '/vnlottery',
  })
  @IsOptionalNotNull()
  @MaxLength(BACK_URL_MAX_LENGTH)
  @Matches(SITE_PATH_PATTERN, { message: 'backUrl must be a path of this site' })
  backUrl?: string;
}
