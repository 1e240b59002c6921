import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_GAME_PLATFORM,
  GAME_CATEGORIES,
  GAME_PLATFORMS,
  GAME_TYPE_CODES,
  LANGUAGES,
  MINIMUM_BET_FILTERS,
  type GameCategory,
  type GamePlatform,
  type GameQuery,
  type GameTypeCode,
  type Language,
  type MinimumBetFilter,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { optionalText, toInteger, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';
import { LobbyPageQuery } from './lobby-page.query.js';

const MINIMUM_BETS = MINIMUM_BET_FILTERS.filter(
  (option): option is Exclude<MinimumBetFilter, 'All'> => option !== 'All',
);

export class GameListQuery extends LobbyPageQuery implements GameQuery {
  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;

  @ApiPropertyOptional({ description: 'Brand merchant code (the site is known by its host)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  channel: string = '';

  @ApiPropertyOptional({ description: 'Brand merchant code (the site is known by its host)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  merchant: string = '';

  @ApiProperty({ enum: GAME_CATEGORIES, description: 'The category (RNG, LIVE, ESPORTS...)' })
  @IsIn(GAME_CATEGORIES)
  gameType: GameCategory;

  @ApiPropertyOptional({ description: 'Vendor code' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN)
  vassalage?: string;

  @ApiPropertyOptional({ enum: GAME_TYPE_CODES, description: 'Game type (SC, VP, TG, AC, JP, BG)' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_TYPE_CODES)
  gameClassify?: GameTypeCode;

  @ApiPropertyOptional({ description: 'Part of the name, in the asked language or English' })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(50)
  gameName?: string;

  @ApiPropertyOptional({ enum: MINIMUM_BETS, description: 'Games with exactly this minimum bet' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(MINIMUM_BETS)
  minBet?: Exclude<MinimumBetFilter, 'All'>;

  @ApiPropertyOptional({ description: 'Games with at least this many lines' })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  minLineNum?: number;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
