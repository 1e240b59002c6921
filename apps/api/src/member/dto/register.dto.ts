import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REGISTER_METHOD, type RegistrationRequest } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/trim.js';

/**
 * Every field of the registration user (spec 1 §3). Types and outer bounds are checked here;
 * the operator's rules (enabled, required, pattern, min, max) by the shared validator.
 */
export class RegisterDto implements RegistrationRequest {
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(64) username: string;
  @ApiProperty() @IsString() @MaxLength(128) password: string;
  @ApiProperty() @IsString() @MaxLength(128) confirmPassword: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(128) payeeName: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(128) email: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(32) qqNum: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(32) mobileNum: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(64) recommenderId: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(16) captcha: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(255) verificationCode: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(32) affiliateCode: string;
  @ApiProperty() @IsString() @MaxLength(32) paymentPassword: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(64) line: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(32) whatsapp: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(128) facebook: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(64) wechat: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(64) idNumber: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(32) referralCode: string;
  @ApiProperty() @Transform(trim) @IsString() @MaxLength(255) domain: string;
  @ApiProperty({ example: '+60' })
  @Transform(trim)
  @IsString()
  @MaxLength(8)
  countryDialingCode: string;
  @ApiProperty() @IsBoolean() login: boolean;
  @ApiPropertyOptional({ enum: ['sms'] }) @IsOptional() @IsIn(['sms']) firebaseChannel?: 'sms';
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4096) firebaseIdToken?: string;
  @ApiProperty() @IsBoolean() termsAccepted: boolean;
  @ApiProperty() @IsBoolean() ageConfirmed: boolean;
  @ApiPropertyOptional()
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(10)
  birthday?: string;
  @ApiProperty() @IsString() @MaxLength(1024) registerUrl: string;
  @ApiProperty({ enum: [REGISTER_METHOD] })
  @Equals(REGISTER_METHOD)
  registerMethod: typeof REGISTER_METHOD;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) sliderChallengeId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(128) sliderToken?: string;
}
