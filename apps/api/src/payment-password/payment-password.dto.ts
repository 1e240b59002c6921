import { ApiProperty } from '@nestjs/swagger';
import type { SetPaymentPasswordRequest } from '@wps/shared-types';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SetPaymentPasswordDto implements SetPaymentPasswordRequest {
  @ApiProperty({ description: 'The login password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;

  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;

  @ApiProperty() @IsString() @MaxLength(32) confirmPaymentPassword: string;
}
