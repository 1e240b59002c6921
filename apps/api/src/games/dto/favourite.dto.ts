import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_GAME_PLATFORM,
  GAME_CATEGORIES,
  GAME_PLATFORMS,
  LANGUAGES,
  type FavouriteGame,
  type FavouriteListQuery,
  type GameCategory,
  type GamePlatform,
  type Language,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { GAME_ID_PATTERN, optionalText, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';
import { LobbyPageQuery } from './lobby-page.query.js';

/** Add or remove a favourite: the game's catalogue id, its vendor and its category. */
export class FavouriteGameDto implements FavouriteGame {
  @ApiProperty({ description: 'Catalogue id of the game (GameObject.nodeId)', example: '42' })
  @Matches(GAME_ID_PATTERN, { message: 'nodeId must be a game id' })
  nodeId: string;

  @ApiProperty({ example: 'PG' })
  @Matches(VENDOR_CODE_PATTERN)
  vendor: string;

  @ApiProperty({ enum: GAME_CATEGORIES })
  @IsIn(GAME_CATEGORIES)
  gameType: GameCategory;
}

export class FavouriteListQueryDto extends LobbyPageQuery implements FavouriteListQuery {
  @ApiPropertyOptional({
    description: 'The session token, as the spec sends it; the Authorization header is what counts',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  token?: string;

  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES, description: 'Only this category (RNG...)' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  gameType?: GameCategory;
}
