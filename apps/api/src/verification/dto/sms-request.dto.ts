import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LoginSmsRequest, RegistrationSmsRequest } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/trim.js';

// The slider fields every SMS request carries (empty when the operator switched it off).
class SliderFields {
  @ApiPropertyOptional({ description: 'sliderChallengeId from POST /wps/verification/slider' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sliderChallengeId?: string;

  @ApiPropertyOptional({ description: 'sliderToken from POST /wps/verification/slider' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sliderToken?: string;
}

export class LoginSmsRequestDto extends SliderFields implements LoginSmsRequest {
  @ApiProperty({ example: '0123456701' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  mobileNum: string;

  @ApiProperty({ example: '+60' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(8)
  countryDialingCode: string;
}

export class RegistrationSmsRequestDto extends SliderFields implements RegistrationSmsRequest {
  @ApiProperty({ example: '0123456701' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  mobileNo: string;

  @ApiProperty({ example: '+60' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(8)
  countryDialingCode: string;
}
