import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BANNER_GROUPS,
  LANGUAGES,
  type BannerGroup,
  type ConsoleBannerInput,
  type ConsoleBannerQuery,
  type Language,
} from '@wps/shared-types';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import {
  IsInstant,
  IsOptionalOrNull,
  IsSitePath,
  IsSitePathOrHttpsAddress,
  IsText,
} from './content-fields.js';

export const SORT_ORDER_MAX = 1_000_000;

export class ConsoleBannerQueryDto extends ConsolePageDto implements ConsoleBannerQuery {
  @ApiPropertyOptional({ enum: BANNER_GROUPS })
  @IsOptional()
  @IsIn(BANNER_GROUPS)
  group?: BannerGroup;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Banners of this language only' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

/** A banner as POST creates it and PUT replaces it (fields left out take their defaults). */
export class ConsoleBannerDto implements ConsoleBannerInput {
  @ApiProperty({ enum: BANNER_GROUPS, description: "The route's or dialog's banner group" })
  @IsIn(BANNER_GROUPS)
  groupName: BannerGroup;

  @ApiPropertyOptional({ enum: LANGUAGES, nullable: true, description: 'None: every language' })
  @IsOptionalOrNull()
  @IsIn(LANGUAGES)
  language?: Language | null;

  @ApiProperty({ maxLength: 200, description: "The picture's text alternative and link name" })
  @IsText(200)
  title: string;

  @ApiProperty({ example: '/media/banners/welcome-bonus-100.svg' })
  @IsSitePath()
  imageUrl: string;

  @ApiPropertyOptional({ nullable: true, example: '/promotions' })
  @IsOptionalOrNull()
  @IsSitePathOrHttpsAddress()
  linkageTarget?: string | null;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiPropertyOptional({ default: true }) @IsOptionalNotNull() @IsBoolean() enabled?: boolean;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-01T00:00:00+08:00' })
  @IsOptionalOrNull()
  @IsInstant()
  startsAt?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31T00:00:00+08:00' })
  @IsOptionalOrNull()
  @IsInstant()
  endsAt?: string | null;
}
