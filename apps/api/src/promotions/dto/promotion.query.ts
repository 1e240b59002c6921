import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  PROMOTION_PAGE_SIZE,
  PROMOTION_TYPES,
  type Language,
  type PromotionListQuery,
  type PromotionType,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';

// Row ids are Postgres integers, so nine digits are enough; anything else is refused with a 400.
export const CONTENT_ID_PATTERN = /^[1-9]\d{0,8}$/;

export class LanguageQueryDto {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;
}

export class PromotionListQueryDto
  extends PageQuery(PROMOTION_PAGE_SIZE)
  implements PromotionListQuery
{
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiPropertyOptional({ enum: PROMOTION_TYPES, description: 'Promotions of this type only' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(PROMOTION_TYPES)
  type?: PromotionType;
}

export class ContentIdParamsDto {
  @ApiProperty({ description: 'The id from the list', example: '1' })
  @Matches(CONTENT_ID_PATTERN, { message: 'id must be a positive whole number' })
  id: string;
}
