import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLIENT_TYPE,
  DEFAULT_GAME_PLATFORM,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
  GAME_PLATFORMS,
  LANGUAGES,
  type FavouriteGame,
  type FavouriteListQuery,
  type GameCategory,
  type GamePlatform,
  type Language,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  MAX_PAGE_NO,
  MAX_PAGE_SIZE,
  optionalText,
  toInteger,
  VENDOR_CODE_PATTERN,
} from './query-fields.js';

/** Add or remove a favourite: the game's catalogue id, its vendor and its category. */
export class FavouriteGameDto implements FavouriteGame {
  @ApiProperty({ description: 'Catalogue id of the game (GameObject.nodeId)', example: '42' })
  @Matches(/^[1-9]\d{0,9}$/, { message: 'nodeId must be a game id' })
  nodeId: string;

  @ApiProperty({ example: 'PG' })
  @Matches(VENDOR_CODE_PATTERN)
  vendor: string;

  @ApiProperty({ enum: GAME_CATEGORIES })
  @IsIn(GAME_CATEGORIES)
  gameType: GameCategory;
}

export class FavouriteListQueryDto implements FavouriteListQuery {
  @ApiPropertyOptional({ default: CLIENT_TYPE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  clientType: number = CLIENT_TYPE;

  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES, description: 'Only this category (RNG...)' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  gameType?: GameCategory;

  @ApiPropertyOptional({ default: 1 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_NO)
  pageNo: number = 1;

  @ApiPropertyOptional({ default: GAME_PAGE_SIZE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize: number = GAME_PAGE_SIZE;
}
