import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_MAX_LENGTH,
  SECURITY_CODE_CHANNELS,
  SECURITY_PAGE_SIZE,
  type BindEmailCodeRequest,
  type BindEmailRequest,
  type BindPhoneCodeRequest,
  type BindPhoneRequest,
  type PaymentPasswordResetCodeRequest,
  type PaymentPasswordResetRequest,
  type SecurityCodeChannel,
  type UpdateProfileRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { trim } from '../../common/trim.js';

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiProperty({ example: 'Lucky Star' })
  @IsString()
  @MaxLength(64)
  nickname: string;

  @ApiPropertyOptional({ description: 'Set once: the name bank accounts must match' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  realName?: string;

  @ApiPropertyOptional({ example: '1990-05-17', description: 'Set once, yyyy-MM-dd' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  birthday?: string;
}

// A code as typed: its form is the code check's (a wrong one counts as a try).
class CodeField {
  @ApiProperty({ description: 'The six-digit code that was sent' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(16)
  code: string;
}

export class BindPhoneCodeDto implements BindPhoneCodeRequest {
  @ApiProperty({ description: 'The login password, re-entered' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;

  @ApiProperty({ example: '+60' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(8)
  countryDialingCode: string;

  @ApiProperty({ example: '123456789' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  mobileNum: string;
}

export class BindPhoneDto extends CodeField implements BindPhoneRequest {
  @ApiProperty({ example: '+60' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(8)
  countryDialingCode: string;

  @ApiProperty({ example: '123456789' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  mobileNum: string;
}

export class BindEmailCodeDto implements BindEmailCodeRequest {
  @ApiProperty({ description: 'The login password, re-entered' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;

  @ApiProperty({ example: 'player@example.com' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class BindEmailDto extends CodeField implements BindEmailRequest {
  @ApiProperty({ example: 'player@example.com' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class PaymentPasswordResetCodeDto implements PaymentPasswordResetCodeRequest {
  @ApiProperty({ enum: SECURITY_CODE_CHANNELS, description: 'The bound, verified phone or e-mail' })
  @IsIn(SECURITY_CODE_CHANNELS)
  channel: SecurityCodeChannel;
}

export class PaymentPasswordResetDto extends CodeField implements PaymentPasswordResetRequest {
  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;

  @ApiProperty() @IsString() @MaxLength(32) confirmPaymentPassword: string;
}

export class SecurityPageDto extends PageQuery(SECURITY_PAGE_SIZE) {}
