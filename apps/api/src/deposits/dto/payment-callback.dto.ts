import { ApiProperty } from '@nestjs/swagger';
import type { PaymentGatewayCallback } from '@wps/shared-types';
import { IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';

/** The gateway's callback body (checked after its signature). */
export class PaymentCallbackDto implements PaymentGatewayCallback {
  @ApiProperty() @IsString() @MaxLength(128) reference: string;
  @ApiProperty() @Matches(/^[1-9]\d{0,9}$/) merchantReference: string;
  @ApiProperty({ example: '100.00' }) @Matches(/^\d{1,12}(\.\d{1,2})?$/) amount: string;
  @ApiProperty({ example: 'MYR' }) @Matches(/^[A-Z]{3}$/) currency: string;
  @ApiProperty({ enum: ['PAID', 'DECLINED'] }) @IsIn(['PAID', 'DECLINED']) status:
    'PAID' | 'DECLINED';
  @ApiProperty({ description: 'Seconds since the epoch, when it was signed' })
  @IsInt()
  @Min(0)
  timestamp: number;
}
