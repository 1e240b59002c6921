import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SEAMLESS_AMOUNT_PATTERN,
  SEAMLESS_PRIZES,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessEndRoundRequest,
  type SeamlessPrize,
  type SeamlessRollbackRequest,
} from '@wps/shared-types';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';

// Vendors' ids are opaque text; bounded, and printable so they are safe in logs and keys.
const VENDOR_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
export const PLAYER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
// ISO 4217 codes, and the longer ones vendors use for tokens and sub-units (USDT, mBTC).
const CURRENCY_PATTERN = /^[A-Za-z0-9]{3,8}$/;
const AMOUNT_MESSAGE = 'amount must be a decimal string with at most six decimals';

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
    description:
      "The stake (zero for a free bet) or, in a credit, the payout; nothing finer than the operator's currency allows",
  })
  @Matches(SEAMLESS_AMOUNT_PATTERN, { message: AMOUNT_MESSAGE })
  amount: string;
}

/** The same fields as a debit; the amount is the payout (zero for a losing round). */
export class SeamlessCreditDto extends SeamlessDebitDto implements SeamlessCreditRequest {
  @ApiPropertyOptional({ description: "True on the round's last credit: the round is closed" })
  @IsOptional()
  @IsBoolean()
  roundClosed?: boolean;

  @ApiPropertyOptional({
    enum: SEAMLESS_PRIZES,
    description: 'A win without a bet (promotion, tournament, jackpot): no round needed',
  })
  @IsOptional()
  @IsIn(SEAMLESS_PRIZES)
  prize?: SeamlessPrize;
}

export class SeamlessRollbackDto extends SeamlessBalanceDto implements SeamlessRollbackRequest {
  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  transactionId: string;

  @ApiProperty({ description: 'The debit (or, on a sports round, the credit) being cancelled' })
  @Matches(VENDOR_ID_PATTERN)
  referenceTransactionId: string;

  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  roundId: string;

  @ApiPropertyOptional({ description: 'True: the round is closed after the rollback' })
  @IsOptional()
  @IsBoolean()
  roundClosed?: boolean;
}

export class SeamlessEndRoundDto extends SeamlessBalanceDto implements SeamlessEndRoundRequest {
  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  transactionId: string;

  @ApiProperty()
  @Matches(VENDOR_ID_PATTERN)
  roundId: string;
}
