import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSOLE_PROTECTION_FILTERS,
  EXCLUSION_DURATIONS,
  EXCLUSION_KINDS,
  PLAYER_LIMIT_KINDS,
  PROTECTION_REASON_LENGTH,
  REALITY_CHECK_MINUTES,
  type ConsoleProtectionFilter,
  type ConsoleProtectionQuery,
  type ExclusionDuration,
  type ExclusionKind,
  type ExclusionRequest,
  type IdentityReviewRequest,
  type LiftExclusionRequest,
  type PlayerLimitKind,
  type ProtectionSettings,
  type RealityCheckRequest,
  type SetLimitRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { optionalText } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export class SetLimitDto implements SetLimitRequest {
  @IsIn(PLAYER_LIMIT_KINDS) kind: PlayerLimitKind;

  @ApiProperty({ type: String, nullable: true, description: 'An amount, or minutes; null removes' })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(16)
  value: string | null;
}

const DURATIONS = [...EXCLUSION_DURATIONS.TIME_OUT, ...EXCLUSION_DURATIONS.SELF_EXCLUSION];

export class ExclusionDto implements ExclusionRequest {
  @IsIn(EXCLUSION_KINDS) kind: ExclusionKind;
  @IsIn(DURATIONS) duration: ExclusionDuration;
}

export class RealityCheckDto implements RealityCheckRequest {
  @ApiProperty({ type: Number, nullable: true })
  @ValidateIf((_object, value) => value !== null)
  @IsInt()
  @Min(REALITY_CHECK_MINUTES.min)
  @Max(REALITY_CHECK_MINUTES.max)
  minutes: number | null;
}

export class ConsoleProtectionQueryDto extends ConsolePageDto implements ConsoleProtectionQuery {
  @ApiPropertyOptional({ enum: CONSOLE_PROTECTION_FILTERS })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(CONSOLE_PROTECTION_FILTERS)
  filter?: ConsoleProtectionFilter;

  @ApiPropertyOptional({ description: "The member's account, exactly" })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;
}

export class LiftExclusionDto implements LiftExclusionRequest {
  @IsString()
  @MinLength(PROTECTION_REASON_LENGTH.min)
  @MaxLength(PROTECTION_REASON_LENGTH.max)
  reason: string;
}

export class IdentityReviewDto implements IdentityReviewRequest {
  @IsIn(['VERIFIED', 'REJECTED']) decision: 'VERIFIED' | 'REJECTED';
  @IsOptionalNotNull() @IsString() @MaxLength(PROTECTION_REASON_LENGTH.max) reason?: string;
}

export class ProtectionSettingsDto implements ProtectionSettings {
  @IsBoolean() ageCheckBeforeDeposit: boolean;
  @IsBoolean() identityBeforeWithdrawal: boolean;
  @IsInt()
  @Min(REALITY_CHECK_MINUTES.min)
  @Max(REALITY_CHECK_MINUTES.max)
  realityCheckMinutes: number;
}
