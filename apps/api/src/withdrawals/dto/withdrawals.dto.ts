import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MONEY_AMOUNT_PATTERN,
  REJECT_REASON_MAX_LENGTH,
  RESOLUTION_NOTE_MAX_LENGTH,
  PROOF_IMAGE_MAX_COUNT,
  WITHDRAWAL_PAGE_SIZE,
  WITHDRAWAL_REJECT_CATEGORIES,
  WITHDRAWAL_STATUSES,
  type WithdrawalRejectCategory,
  type ConsoleRejectWithdrawalRequest,
  type ConsoleResolveDisputeRequest,
  type ConsoleWithdrawalQuery,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText, toInteger } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

export class WithdrawalRequestDto implements WithdrawalRequest {
  @ApiProperty({ example: '100.00', description: 'Decimal string, at most two decimals' })
  @IsString()
  @Matches(MONEY_AMOUNT_PATTERN, {
    message: 'amount must be a decimal string with at most two decimals',
  })
  amount: string;

  @ApiProperty({ description: "One of the member's bank accounts" })
  @IsInt()
  @Min(1)
  bankAccountId: number;

  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;
}

export class WithdrawalPageQueryDto extends PageQuery(WITHDRAWAL_PAGE_SIZE) {}

/** GET .../:id/images/:position */
export class WithdrawalImageParamsDto {
  @ApiProperty({ example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  id: number;

  @ApiProperty({ description: 'From 1, as listed', example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  // The payout proof and the dispute's images.
  @Max(PROOF_IMAGE_MAX_COUNT + 1)
  position: number;
}

export class ConsoleWithdrawalQueryDto extends ConsolePageDto implements ConsoleWithdrawalQuery {
  @ApiPropertyOptional({ enum: WITHDRAWAL_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES)
  status?: WithdrawalStatus;

  @ApiPropertyOptional({ description: 'A member account, or its start' })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(32)
  account?: string;

  @ApiPropertyOptional()
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  memberId?: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First operator day, yyyy-MM-dd' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'from must be a date yyyy-MM-dd' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Last operator day (inclusive)' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'to must be a date yyyy-MM-dd' })
  to?: string;
}

export class ConsoleRejectWithdrawalDto implements ConsoleRejectWithdrawalRequest {
  @ApiPropertyOptional({
    enum: WITHDRAWAL_REJECT_CATEGORIES,
    description: 'Shown to the member in its language; OTHER when left out',
  })
  @IsOptional()
  @IsIn(WITHDRAWAL_REJECT_CATEGORIES)
  category?: WithdrawalRejectCategory;

  @ApiProperty({ description: 'Shown to the member' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REJECT_REASON_MAX_LENGTH)
  reason: string;
}

export class ConsoleResolveDisputeDto implements ConsoleResolveDisputeRequest {
  @ApiProperty({ description: 'What was found (shown to the member)' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESOLUTION_NOTE_MAX_LENGTH)
  note: string;
}
