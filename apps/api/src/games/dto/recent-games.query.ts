import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLIENT_TYPE,
  GAME_PAGE_SIZE,
  LANGUAGES,
  type Language,
  type RecentGameQuery,
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

export class RecentGamesQuery implements RecentGameQuery {
  @ApiPropertyOptional({ default: CLIENT_TYPE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  clientType: number = CLIENT_TYPE;

  @ApiPropertyOptional({ description: 'Only games of this vendor' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN)
  vassalage?: string;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

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
