import { ApiProperty } from '@nestjs/swagger';
import {
  MONEY_AMOUNT_PATTERN,
  UPLINE_TRANSFER_PAGE_SIZE,
  type UplineTransferRequest,
} from '@wps/shared-types';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../common/paging.query.js';

export class UplineTransferDto implements UplineTransferRequest {
  @ApiProperty({ example: '100.00', description: 'Decimal string, at most two decimals' })
  @IsString()
  @Matches(MONEY_AMOUNT_PATTERN, {
    message: 'amount must be a decimal string with at most two decimals',
  })
  amount: string;

  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;
}

export class UplineTransferPageQueryDto extends PageQuery(UPLINE_TRANSFER_PAGE_SIZE) {}
