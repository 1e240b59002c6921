import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FreePlayPayload, LoginPayload, LoginType } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/trim.js';

export class LoginDto implements LoginPayload {
  @ApiProperty({ description: 'Username, or the mobile number for an SMS login' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  username: string;

  @ApiProperty({ description: 'Password, or the SMS code for an SMS login' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;

  @ApiPropertyOptional()
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(16)
  captcha?: string;

  @ApiProperty({ enum: ['username', 'sms'] })
  @IsIn(['username', 'sms'])
  type: LoginType;

  @ApiPropertyOptional({ example: '+60' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(8)
  countryDialingCode?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  agentLogin?: boolean;

  @ApiPropertyOptional({ description: 'Keep the session in this browser for one day' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sliderChallengeId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  sliderToken?: string;
}

export class FreePlayDto implements FreePlayPayload {
  @ApiProperty({ example: 'Linux' })
  @IsString()
  @MaxLength(64)
  os: string;

  @ApiProperty({ enum: ['W'] })
  @IsIn(['W'])
  platform: 'W';

  @ApiProperty({ description: 'A random string from the client' })
  @IsString()
  @MaxLength(256)
  nonce: string;

  @ApiProperty({ enum: [3] })
  @IsIn([3])
  gatewayVersion: 3;
}
