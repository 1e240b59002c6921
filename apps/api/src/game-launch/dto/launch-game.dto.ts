import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_GAME_PLATFORM,
  GAME_PLATFORMS,
  LANGUAGES,
  type GamePlatform,
  type Language,
  type LaunchGameRequest,
} from '@wps/shared-types';
import { IsDefined, IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { GAME_ID_PATTERN, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';

/** A game by nodeId, or a vendor alone (cockfight's DS88) to start that vendor's first game. */
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
  // Required only when nodeId is left out.
  @ValidateIf((dto: LaunchGameDto) => dto.nodeId === undefined || dto.vendor !== undefined)
  @IsDefined({ message: 'nodeId or vendor is required' })
  @Matches(VENDOR_CODE_PATTERN)
  vendor?: string;

  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;
}
