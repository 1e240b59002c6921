import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BANK_NAME_LENGTH,
  HOLDER_NAME_MAX_LENGTH,
  type BindBankAccountRequest,
  type ConsoleBankAccountQuery,
  type ConsoleBankAccountUpdate,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Length, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { toInteger } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

/** A name as people type it: trimmed, inner runs of spaces made one. */
const collapsed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;

// An account number may come with spaces and hyphens; the service takes them out and checks the
// digits (BANK_ACCOUNT_NUMBER_PATTERN).
const ACCOUNT_NUMBER_INPUT_MAX = 40;

export class BindBankAccountDto implements BindBankAccountRequest {
  @ApiProperty({ example: 'Maybank' })
  @Transform(collapsed)
  @IsString()
  @Length(BANK_NAME_LENGTH.min, BANK_NAME_LENGTH.max)
  bankName: string;

  @ApiProperty({ example: '1234 5678 9012', description: '6-20 digits; spaces and - ignored' })
  @IsString()
  @MaxLength(ACCOUNT_NUMBER_INPUT_MAX)
  accountNumber: string;

  @ApiProperty({ description: "The member's real name, as set in the security centre" })
  @Transform(collapsed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(HOLDER_NAME_MAX_LENGTH)
  holderName: string;

  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;
}

export class ConsoleBankAccountUpdateDto implements ConsoleBankAccountUpdate {
  @ApiPropertyOptional()
  @Transform(collapsed)
  @IsOptionalNotNull()
  @IsString()
  @Length(BANK_NAME_LENGTH.min, BANK_NAME_LENGTH.max)
  bankName?: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(ACCOUNT_NUMBER_INPUT_MAX)
  accountNumber?: string;

  @ApiPropertyOptional()
  @Transform(collapsed)
  @IsOptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(HOLDER_NAME_MAX_LENGTH)
  holderName?: string;
}

export class ConsoleBankAccountQueryDto extends ConsolePageDto implements ConsoleBankAccountQuery {
  @ApiPropertyOptional({ description: "One member's accounts" })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  memberId?: number;
}
