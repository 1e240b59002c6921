import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  GAME_CATEGORIES,
  LANGUAGES,
  WINNER_BOARD_ALL,
  WINNER_BOARD_LIMIT,
  type Language,
  type WinnerBoardCategory,
  type WinnerBoardQuery,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { optionalText, toInteger } from '../../common/query-fields.js';

const BOARD_CATEGORIES: WinnerBoardCategory[] = [WINNER_BOARD_ALL, ...GAME_CATEGORIES];

export class WinnerBoardQueryDto implements WinnerBoardQuery {
  @ApiPropertyOptional({ enum: BOARD_CATEGORIES, default: WINNER_BOARD_ALL })
  @IsOptional()
  @IsIn(BOARD_CATEGORIES)
  gameCategory: WinnerBoardCategory = WINNER_BOARD_ALL;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional({ default: WINNER_BOARD_LIMIT, maximum: WINNER_BOARD_LIMIT })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(WINNER_BOARD_LIMIT)
  limitNum: number = WINNER_BOARD_LIMIT;
}
