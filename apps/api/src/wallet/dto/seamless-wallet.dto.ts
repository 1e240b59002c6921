import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MONEY_AMOUNT_PATTERN,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessRollbackRequest,
} from '@wps/shared-types';
import { IsBoolean, IsOptional, Matches } from 'class-validator';

// Vendors' ids are opaque text; bounded, and printable so they are safe in logs and keys.
const VENDOR_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
export const PLAYER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
// ISO 4217 codes, and the longer ones vendors use for tokens and sub-units (USDT, mBTC).
const CURRENCY_PATTERN = /^[A-Za-z0-9]{3,8}$/;
const AMOUNT_MESSAGE = 'amount must be a decimal string with at most two decimals';

export class SeamlessBalanceDto implements SeamlessBalanceRequest {
  @ApiProperty()
  @Matches(PLAYER_TOKEN_PATTERN)
  playerToken: string;

  @ApiPropertyOptional({
    example: 'MYR',
    description: "The call's currency; another than the wallet's is refused (WRONG_CURRENCY)",
  })
  @IsOptional()
  @Matches(CURRENCY_PATTERN, { message: 'currency must be a currency code' })
  currency?: string;
}

export class SeamlessDebitDto extends SeamlessBalanceDto implements SeamlessDebitRequest {
  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  transactionId: string;

  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  roundId: string;

  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  gameCode: string;

  @ApiProperty({
    example: '1.50',
    description: 'The stake (zero for a free bet) or, in a credit, the payout',
  })
  @Matches(MONEY_AMOUNT_PATTERN, { message: AMOUNT_MESSAGE })
  amount: string;
}

/** The same fields as a debit; the amount is the payout, and zero closes a losing round. */
export class SeamlessCreditDto extends SeamlessDebitDto implements SeamlessCreditRequest {
  @ApiPropertyOptional({ description: 'False when more debits or credits of the round follow' })
  @IsOptional()
  @IsBoolean()
  roundClosed?: boolean;
}

export class SeamlessRollbackDto extends SeamlessBalanceDto implements SeamlessRollbackRequest {
  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  transactionId: string;

  @ApiProperty({ description: 'The debit being cancelled' })
  @Matches(VENDOR_ID_PATTERN)
  referenceTransactionId: string;

  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  roundId: string;
}
