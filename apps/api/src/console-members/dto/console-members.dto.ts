import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  MEMBER_PERSONAL_FIELDS,
  type ConsoleAdjustmentRequest,
  type ConsoleLockRequest,
  type ConsoleMemberSearchQuery,
  type ConsoleRevealRequest,
  type MemberPersonalField,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { optionalText } from '../../common/query-fields.js';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export class ConsoleMemberSearchDto extends ConsolePageDto implements ConsoleMemberSearchQuery {
  @ApiPropertyOptional({ description: 'An account prefix, a phone number, an e-mail or an id' })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  query?: string;
}

export class ConsoleLockDto implements ConsoleLockRequest {
  @IsBoolean() locked: boolean;
  @IsOptionalNotNull() @IsString() @MaxLength(200) reason?: string;
}

export class ConsoleAdjustmentDto implements ConsoleAdjustmentRequest {
  /** Signed, at most two decimals, not zero: "50.00" credits MAIN, "-20.00" debits it. */
  @Matches(/^-?(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/, {
    message: 'amount must be a signed amount other than zero, with at most two decimals',
  })
  amount: string;

  @IsString() @MinLength(3) @MaxLength(200) reason: string;
}

export class ConsoleRevealDto implements ConsoleRevealRequest {
  @IsIn(MEMBER_PERSONAL_FIELDS) field: MemberPersonalField;
}
