import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCEPT_ANY_TEXT,
  ACCEPT_PATTERN_ID,
  LANGUAGES,
  REGISTRATION_RULE_FIELDS,
  WHITE_LABEL_FLAGS,
  type ConsoleSiteUpdate,
  type RegisterFieldRule,
} from '@wps/shared-types';
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
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() walletReturnOnLeave?: boolean;
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

export class ConsoleRegistrationRuleDto implements RegisterFieldRule {
  @ApiPropertyOptional({ enum: REGISTRATION_RULE_FIELDS })
  @IsIn(REGISTRATION_RULE_FIELDS)
  field: string;

  @IsBoolean() enabled: boolean;
  @IsBoolean() required: boolean;
  @IsIn([ACCEPT_ANY_TEXT, ACCEPT_PATTERN_ID]) acceptedPattern: string;
  @IsInt() @Min(0) @Max(99) patternId: number;
  @IsInt() @Min(0) @Max(255) minLength: number;
  @IsInt() @Min(0) @Max(255) maxLength: number;
}

/** PUT registration rules: the fields it names change, the others stay. */
export class ConsoleRegistrationRulesDto {
  @ApiPropertyOptional({ type: [ConsoleRegistrationRuleDto] })
  @ArrayMinSize(1)
  @ArrayMaxSize(REGISTRATION_RULE_FIELDS.length)
  @ValidateNested({ each: true })
  @Type(() => ConsoleRegistrationRuleDto)
  rules: ConsoleRegistrationRuleDto[];
}
