import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  OPERATOR_PASSWORD_LENGTH,
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
  type ConsoleNewOperatorRequest,
  type ConsoleOperatorUpdate,
  type OperatorRole,
  type ConsoleAuditQuery,
  type ConsoleChangePasswordRequest,
  type ConsoleCodeRequest,
  type ConsolePageQuery,
  type ConsoleSignInRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { MAX_PAGE_NO, MAX_PAGE_SIZE, optionalText, toInteger } from '../../common/query-fields.js';

export class ConsoleSignInDto implements ConsoleSignInRequest {
  @IsString() @MaxLength(32) username: string;
  @IsString() @MaxLength(128) password: string;
}

export class ConsoleCodeDto implements ConsoleCodeRequest {
  @IsString() @MaxLength(64) challenge: string;
  /** A 6-digit TOTP code, or a recovery code like "7KQ2M-XD4PA". */
  @IsString() @MaxLength(16) code: string;
}

export class ConsoleChangePasswordDto implements ConsoleChangePasswordRequest {
  @IsString() @MaxLength(128) currentPassword: string;
  @IsString() @MaxLength(OPERATOR_PASSWORD_LENGTH.max) newPassword: string;
}

/** A page of a console list: page from 1, up to 100 rows. */
export class ConsolePageDto implements ConsolePageQuery {
  @ApiPropertyOptional({ default: 1 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_NO)
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: MAX_PAGE_SIZE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}

export class ConsoleAuditQueryDto extends ConsolePageDto implements ConsoleAuditQuery {
  @ApiPropertyOptional()
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(32)
  operator?: string;

  @ApiPropertyOptional()
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional()
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  target?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  @IsISO8601({ strict: true })
  to?: string;
}

export class ConsoleNewOperatorDto implements ConsoleNewOperatorRequest {
  @Matches(OPERATOR_USERNAME_PATTERN, {
    message: 'username must be 3 to 32 lower-case letters, digits or _, starting with a letter',
  })
  username: string;

  @ApiPropertyOptional({ enum: OPERATOR_ROLES }) @IsIn(OPERATOR_ROLES) role: OperatorRole;
}

export class ConsoleOperatorUpdateDto implements ConsoleOperatorUpdate {
  @ApiPropertyOptional({ enum: OPERATOR_ROLES })
  @IsOptionalNotNull()
  @IsIn(OPERATOR_ROLES)
  role?: OperatorRole;

  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() disabled?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() resetTwoFactor?: boolean;
}
