import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, WHITE_LABEL_FLAGS, type ConsoleSiteUpdate } from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull } from '../common/optional-field.js';

/** A value the operator may clear: null is sent as such, absent is left as it is. */
const IsOptionalOrNull = () => ValidateIf((_object: object, value: unknown) => value != null);

export class ConsoleFlagDto {
  @ApiPropertyOptional({ enum: WHITE_LABEL_FLAGS }) @IsIn(WHITE_LABEL_FLAGS) code: string;
  @IsBoolean() enabled: boolean;
}

/** The site settings an operator changes; each field left out stays as it is. */
export class ConsoleSiteUpdateDto implements ConsoleSiteUpdate {
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() maintenanceEnabled?: boolean;
  @ApiPropertyOptional()
  @IsOptionalOrNull()
  @IsString()
  @MaxLength(200)
  maintenanceTitle?: string | null;
  @ApiPropertyOptional()
  @IsOptionalOrNull()
  @IsString()
  @MaxLength(2000)
  maintenanceText?: string | null;
  @ApiPropertyOptional() @IsOptionalOrNull() @IsDateString() maintenanceEndAt?: string | null;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() sliderVerification?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() routeGuard?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @Matches(/^[A-Z]{3}$/) currencyCode?: string;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsString() @MaxLength(8) currencySymbol?: string;
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptionalNotNull()
  @IsIn(LANGUAGES)
  defaultLanguage?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, isArray: true })
  @IsOptionalNotNull()
  @ArrayMinSize(1)
  @IsIn(LANGUAGES, { each: true })
  languages?: string[];

  @ApiPropertyOptional() @IsOptionalNotNull() @IsInt() @Min(18) @Max(25) minimumAge?: number;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsString() @MaxLength(64) timezone?: string;

  @ApiPropertyOptional({ example: ['SG'] })
  @IsOptionalNotNull()
  @ArrayMaxSize(250)
  @Matches(/^[A-Z]{2}$/, { each: true })
  blockedCountries?: string[];

  /** Addresses or CIDR ranges ("203.0.113.0/24"). */
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  ipAllowList?: string[];

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  ipDenyList?: string[];

  @ApiPropertyOptional()
  @IsOptionalOrNull()
  @IsString()
  @MaxLength(2000)
  regionRestrictionText?: string | null;

  @ApiPropertyOptional({ example: '1000.00' })
  @IsOptionalNotNull()
  @Matches(/^\d{1,12}(\.\d{1,2})?$/)
  largeAdjustmentAmount?: string;

  @ApiPropertyOptional({ type: [ConsoleFlagDto] })
  @IsOptionalNotNull()
  @ArrayMaxSize(WHITE_LABEL_FLAGS.length)
  @ValidateNested({ each: true })
  @Type(() => ConsoleFlagDto)
  flags?: ConsoleFlagDto[];
}
