import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ChangePasswordPayload,
  ForgotPasswordByEmailPayload,
  ForgotPasswordByPhonePayload,
  LanguagePayload,
  ResetPasswordByEmailPayload,
} from '@wps/shared-types';
import { LANGUAGES, type Language } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/trim.js';

export class ChangePasswordDto implements ChangePasswordPayload {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) oldPassword: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) newPassword: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) confirmNewPassword: string;
}

export class ForgotPasswordByEmailDto implements ForgotPasswordByEmailPayload {
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(64) username: string;
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(128) email: string;
}

export class ResetPasswordByEmailDto implements ResetPasswordByEmailPayload {
  @ApiProperty({ description: "The recovery link's resetPassword parameter" })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token: string;

  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) newPassword: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) confirmNewPassword: string;
}

export class ResetPasswordByPhoneDto implements ForgotPasswordByPhonePayload {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) newPassword: string;
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(32) mobileNum: string;
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(16) verificationCode: string;
  @ApiPropertyOptional({ example: '+60' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(8)
  countryDialingCode?: string;
}

export class LanguageDto implements LanguagePayload {
  @ApiProperty({ enum: LANGUAGES }) @IsIn(LANGUAGES) language: Language;
}
