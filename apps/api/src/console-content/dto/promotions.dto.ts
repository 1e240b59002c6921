import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSOLE_CONTENT_CODE_PATTERN,
  PROMOTION_TAGS,
  PROMOTION_TYPES,
  type ConsolePromotionInput,
  type ConsolePromotionQuery,
  type ConsolePromotionText,
  type Language,
  type PromotionTag,
  type PromotionType,
} from '@wps/shared-types';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { SORT_ORDER_MAX } from './banners.dto.js';
import {
  IsInstant,
  IsNested,
  IsOptionalOrNull,
  IsParagraphs,
  IsSitePath,
  IsText,
} from './content-fields.js';

export const CONTENT_CODE = new RegExp(CONSOLE_CONTENT_CODE_PATTERN);

export class ConsolePromotionQueryDto extends ConsolePageDto implements ConsolePromotionQuery {
  @ApiPropertyOptional({ enum: PROMOTION_TYPES })
  @IsOptional()
  @IsIn(PROMOTION_TYPES)
  type?: PromotionType;
}

export class PromotionTextDto implements ConsolePromotionText {
  @ApiProperty({ example: '100% Welcome Bonus' }) @IsText(200) title: string;
  @ApiProperty({ example: 'Your first deposit doubled.' }) @IsText(500) summary: string;
  @ApiProperty({ type: [String], maxItems: 20 }) @IsParagraphs(20, 2000) description: string[];
  @ApiProperty({ type: [String], maxItems: 30 }) @IsParagraphs(30, 1000) terms: string[];
}

export class PromotionTextsDto implements Record<Language, ConsolePromotionText> {
  @ApiProperty({ type: PromotionTextDto }) @IsNested(() => PromotionTextDto) MS: PromotionTextDto;
  @ApiProperty({ type: PromotionTextDto }) @IsNested(() => PromotionTextDto) EN: PromotionTextDto;
  @ApiProperty({ type: PromotionTextDto }) @IsNested(() => PromotionTextDto) CN: PromotionTextDto;
}

/** A promotion as POST creates it and PUT replaces it (fields left out take their defaults). */
export class ConsolePromotionDto implements ConsolePromotionInput {
  @ApiProperty({ example: 'weekend-reload', pattern: CONSOLE_CONTENT_CODE_PATTERN })
  @Matches(CONTENT_CODE)
  code: string;

  @ApiProperty({ enum: PROMOTION_TYPES }) @IsIn(PROMOTION_TYPES) type: PromotionType;

  @ApiPropertyOptional({ enum: PROMOTION_TAGS, nullable: true })
  @IsOptionalOrNull()
  @IsIn(PROMOTION_TAGS)
  tag?: PromotionTag | null;

  @ApiProperty({ example: '/media/banners/welcome-bonus-100.svg' })
  @IsSitePath()
  imageUrl: string;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiPropertyOptional({ default: true }) @IsOptionalNotNull() @IsBoolean() enabled?: boolean;

  @ApiProperty({ example: '2026-12-01T00:00:00+08:00' }) @IsInstant() startsAt: string;

  @ApiPropertyOptional({ nullable: true, description: 'None: until the operator ends it' })
  @IsOptionalOrNull()
  @IsInstant()
  endsAt?: string | null;

  @ApiProperty({ type: PromotionTextsDto, description: 'Every language' })
  @IsNested(() => PromotionTextsDto)
  texts: PromotionTextsDto;
}
