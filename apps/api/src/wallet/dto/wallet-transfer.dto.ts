import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MONEY_AMOUNT_PATTERN,
  TRANSFER_DIRECTIONS,
  type TransferDirection,
  type WalletTransferRequest,
} from '@wps/shared-types';
import { IsIn, Matches, ValidateIf } from 'class-validator';
import { VENDOR_CODE_PATTERN } from '../../common/query-fields.js';

const namesAVendor = (dto: WalletTransferDto) => dto.direction !== 'ALL_TO_MAIN';

/** A transfer between MAIN and a transfer-wallet vendor's wallet, or all vendors back to MAIN. */
export class WalletTransferDto implements WalletTransferRequest {
  @ApiProperty({ enum: TRANSFER_DIRECTIONS })
  @IsIn(TRANSFER_DIRECTIONS)
  direction: TransferDirection;

  @ApiPropertyOptional({ example: 'MG', description: 'Required unless ALL_TO_MAIN' })
  @ValidateIf(namesAVendor)
  @Matches(VENDOR_CODE_PATTERN, { message: 'vendor must be a vendor code' })
  vendor?: string;

  @ApiPropertyOptional({
    example: '100.00',
    description: 'Decimal string, at most two decimals; required unless ALL_TO_MAIN',
  })
  @ValidateIf(namesAVendor)
  @Matches(MONEY_AMOUNT_PATTERN, {
    message: 'amount must be a decimal string with at most two decimals',
  })
  amount?: string;
}
