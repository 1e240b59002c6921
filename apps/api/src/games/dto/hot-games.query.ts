import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  GAME_CATEGORIES,
  GAME_PLATFORMS,
  HOT_LIST_PLATFORM,
  LANGUAGES,
  type GameCategory,
  type GamePlatform,
  type HotGameQuery,
  type Language,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { optionalText, toInteger, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';

export class HotGamesQuery implements HotGameQuery {
  @ApiPropertyOptional({ description: 'Brand merchant code (the site is known by its host)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  merchantCode?: string;

  @ApiPropertyOptional({ enum: [HOT_LIST_PLATFORM] })
  @Transform(toInteger)
  @IsOptional()
  @IsIn([HOT_LIST_PLATFORM])
  isPlatform?: typeof HOT_LIST_PLATFORM;

  @ApiPropertyOptional({ description: 'Vendor code' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN)
  vassalage?: string;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES, description: 'Only this category' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  gameType?: GameCategory;

  @ApiPropertyOptional({ enum: GAME_PLATFORMS })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform?: GamePlatform;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
