import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  POINT_GOODS_CATEGORIES,
  POINT_GOODS_PAGE_SIZE,
  type Language,
  type PointGoodsCategory,
  type PointGoodsQuery,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';

export class PointGoodsQueryDto
  extends PageQuery(POINT_GOODS_PAGE_SIZE)
  implements PointGoodsQuery
{
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiPropertyOptional({ enum: POINT_GOODS_CATEGORIES, description: 'Goods of this category only' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(POINT_GOODS_CATEGORIES)
  category?: PointGoodsCategory;
}
