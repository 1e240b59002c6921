import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSOLE_CONTENT_CODE_PATTERN,
  POINT_GOODS_CATEGORIES,
  type ConsolePointGoodsInput,
  type ConsolePointGoodsQuery,
  type PointGoodsCategory,
} from '@wps/shared-types';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { SORT_ORDER_MAX } from './banners.dto.js';
import { IsNested, IsSitePath, LocalisedNameDto } from './content-fields.js';
import { CONTENT_CODE } from './promotions.dto.js';

// The database keeps points and stock as 32-bit integers.
const COUNT_MAX = 2_000_000_000;

export class ConsolePointGoodsQueryDto extends ConsolePageDto implements ConsolePointGoodsQuery {
  @ApiPropertyOptional({ enum: POINT_GOODS_CATEGORIES })
  @IsOptional()
  @IsIn(POINT_GOODS_CATEGORIES)
  category?: PointGoodsCategory;
}

/** Goods of the points mall as POST creates them and PUT replaces them. */
export class ConsolePointGoodsDto implements ConsolePointGoodsInput {
  @ApiProperty({ example: 'bonus-rm20', pattern: CONSOLE_CONTENT_CODE_PATTERN })
  @Matches(CONTENT_CODE)
  code: string;

  @ApiProperty({ enum: POINT_GOODS_CATEGORIES })
  @IsIn(POINT_GOODS_CATEGORIES)
  category: PointGoodsCategory;

  @ApiProperty({ example: '/media/banners/bonus-rm10.svg' }) @IsSitePath() imageUrl: string;

  @ApiProperty({ minimum: 1, maximum: COUNT_MAX, example: 1000 })
  @IsInt()
  @Min(1)
  @Max(COUNT_MAX)
  pointsRequired: number;

  @ApiProperty({ minimum: 0, maximum: COUNT_MAX, description: '0: sold out', example: 100 })
  @IsInt()
  @Min(0)
  @Max(COUNT_MAX)
  stock: number;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiPropertyOptional({ default: true }) @IsOptionalNotNull() @IsBoolean() enabled?: boolean;

  @ApiProperty({ type: LocalisedNameDto, description: 'Every language' })
  @IsNested(() => LocalisedNameDto)
  names: LocalisedNameDto;
}
