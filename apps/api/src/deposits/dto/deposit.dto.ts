import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEPOSIT_CHANNEL_TYPES,
  DEPOSIT_PAGE_SIZE,
  DEPOSIT_REJECT_REASON_MAX_LENGTH,
  DEPOSIT_STATUSES,
  PROOF_IMAGE_MAX_COUNT,
  type ConsoleDepositChannelInput,
  type ConsoleDepositQuery,
  type ConsoleDepositRejectRequest,
  type DepositChannelType,
  type DepositPageQuery,
  type DepositStatus,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { IsOptionalOrNull } from '../../common/optional-field.js';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText, toInteger } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

// An amount of a channel's settings: above zero, at most two decimals.
const AMOUNT = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'an amount above 0 with at most two decimals';
// A percent of a bonus: 0.01 to 999.99.
const PERCENT = /^(?!0+(\.0{1,2})?$)\d{1,3}(\.\d{1,2})?$/;
const OPERATOR_DAY = /^\d{4}-\d{2}-\d{2}$/;
// A picture of the site: a path on this origin (the site's CSP loads images from it only).
const SITE_PATH = /^\/(?![/\\])[\w\-./%]{1,300}$/;

export class DepositPageQueryDto extends PageQuery(DEPOSIT_PAGE_SIZE) implements DepositPageQuery {}

/** /wps/member/deposits/:id/proofs/:position and its console twin. */
export class DepositProofParamsDto {
  @ApiProperty({ example: '1' }) @Transform(toInteger) @IsInt() @Min(1) id: number;

  @ApiProperty({ description: 'The image position, from 1', example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(PROOF_IMAGE_MAX_COUNT)
  position: number;
}

export class DepositIdParamsDto {
  @ApiProperty({ example: '1' }) @Transform(toInteger) @IsInt() @Min(1) id: number;
}

export class ConsoleDepositQueryDto extends ConsolePageDto implements ConsoleDepositQuery {
  @ApiPropertyOptional({ enum: DEPOSIT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(DEPOSIT_STATUSES)
  status?: DepositStatus;

  @ApiPropertyOptional() @Transform(toInteger) @IsOptional() @IsInt() @Min(1) channelId?: number;

  @ApiPropertyOptional({ description: "The member's account, exactly" })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;

  @ApiPropertyOptional() @Transform(toInteger) @IsOptional() @IsInt() @Min(1) memberId?: number;

  @ApiPropertyOptional({ description: 'Operator day, YYYY-MM-DD', example: '2026-11-25' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(OPERATOR_DAY)
  from?: string;

  @ApiPropertyOptional({ description: 'Operator day, YYYY-MM-DD, inclusive' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(OPERATOR_DAY)
  to?: string;
}

export class ConsoleDepositRejectDto implements ConsoleDepositRejectRequest {
  @ApiProperty({ maxLength: DEPOSIT_REJECT_REASON_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(DEPOSIT_REJECT_REASON_MAX_LENGTH)
  reason: string;
}

export class ConsoleDepositChannelDto implements ConsoleDepositChannelInput {
  @ApiProperty({ enum: DEPOSIT_CHANNEL_TYPES })
  @IsIn(DEPOSIT_CHANNEL_TYPES)
  type: DepositChannelType;

  @ApiProperty({ maxLength: 64 })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  name: string;

  @ApiPropertyOptional({ nullable: true, description: 'Bank transfers: the bank' })
  @Transform(trim)
  @IsOptionalOrNull()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  bankName?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "Bank transfers: the account holder's name" })
  @Transform(trim)
  @IsOptionalOrNull()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  accountHolder?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Bank transfers: the account number' })
  @Transform(trim)
  @IsOptionalOrNull()
  @Matches(/^[0-9A-Za-z -]{4,34}$/, { message: 'accountNumber: 4-34 letters, digits, spaces or -' })
  accountNumber?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'E-wallets: the QR picture, a site path' })
  @IsOptionalOrNull()
  @Matches(SITE_PATH, { message: 'qrImageUrl must be a path of this site' })
  qrImageUrl?: string | null;

  @ApiProperty({ example: '30.00' })
  @Matches(AMOUNT, { message: `minAmount: ${AMOUNT_MESSAGE}` })
  minAmount: string;

  @ApiProperty({ example: '50000.00' })
  @Matches(AMOUNT, { message: `maxAmount: ${AMOUNT_MESSAGE}` })
  maxAmount: string;

  @ApiPropertyOptional({ nullable: true, description: 'Per member and day; none: no limit' })
  @IsOptionalOrNull()
  @Matches(AMOUNT, { message: `dailyAmount: ${AMOUNT_MESSAGE}` })
  dailyAmount?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Deposits per member and day' })
  @IsOptionalOrNull()
  @IsInt()
  @Min(1)
  @Max(1000)
  dailyCount?: number | null;

  @ApiProperty() @IsBoolean() enabled: boolean;

  @ApiProperty() @IsInt() @Min(0) @Max(9999) sortOrder: number;

  @ApiPropertyOptional({ nullable: true, description: 'The promotion whose bonus it gives' })
  @IsOptionalOrNull()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  promotionId?: number | null;

  @ApiPropertyOptional({ nullable: true, example: '100.00' })
  @IsOptionalOrNull()
  @Matches(PERCENT, { message: 'bonusPercent: a percent above 0, at most 999.99' })
  bonusPercent?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '300.00' })
  @IsOptionalOrNull()
  @Matches(AMOUNT, { message: `bonusMax: ${AMOUNT_MESSAGE}` })
  bonusMax?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'The bonus is wagered this many times' })
  @IsOptionalOrNull()
  @IsInt()
  @Min(1)
  @Max(100)
  bonusTurnoverMultiplier?: number | null;
}
