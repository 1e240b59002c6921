import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_RATIO_PATTERN,
  DOWNLINE_SCOPES,
  DOWNLINE_STATUSES,
  DOWNLINE_TYPES,
  MONEY_AMOUNT_PATTERN,
  type AgentTransferRequest,
  type DownlineQuery,
  type DownlineScope,
  type DownlineStatus,
  type DownlineType,
  type OpenAccountRequest,
  type SetDownlineRatioRequest,
  type SetLoginLockRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const RATIO_MESSAGE = 'ratio must be a percentage from 0 to 100 with at most two decimals';
/** Account names: registration usernames, mobile numbers and free-play names. */
const ACCOUNT_NAME = /^[A-Za-z0-9_]{1,64}$/;

export const DOWNLINE_PAGE_SIZE = 20;
export const AGENT_TRANSFER_PAGE_SIZE = 20;

export class OpenAccountDto implements OpenAccountRequest {
  @ApiProperty({ enum: DOWNLINE_TYPES })
  @IsIn(DOWNLINE_TYPES)
  type: DownlineType;

  @ApiProperty({ description: "The registration username rule (the site's username field)" })
  @Transform(trim)
  @IsString()
  @MaxLength(64)
  username: string;

  @ApiPropertyOptional({ description: 'Shown name; the account name when left out' })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(32)
  nickname?: string;

  @ApiPropertyOptional({ example: '30.00', description: "A sub-agent's share ratio, percent" })
  @IsOptional()
  @IsString()
  @Matches(AGENT_RATIO_PATTERN, { message: RATIO_MESSAGE })
  ratio?: string;
}

export class DownlineQueryDto extends PageQuery(DOWNLINE_PAGE_SIZE) implements DownlineQuery {
  @ApiPropertyOptional({ enum: DOWNLINE_SCOPES, default: 'DIRECT' })
  @IsOptional()
  @IsIn(DOWNLINE_SCOPES)
  scope?: DownlineScope;

  @ApiPropertyOptional({ description: 'Part of the account name' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(ACCOUNT_NAME, { message: 'account must be letters, digits or _' })
  account?: string;

  @ApiPropertyOptional({ enum: DOWNLINE_TYPES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(DOWNLINE_TYPES)
  type?: DownlineType;

  @ApiPropertyOptional({ enum: DOWNLINE_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(DOWNLINE_STATUSES)
  status?: DownlineStatus;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'registeredFrom must be a date yyyy-MM-dd' })
  registeredFrom?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'registeredTo must be a date yyyy-MM-dd' })
  registeredTo?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'lastLoginFrom must be a date yyyy-MM-dd' })
  lastLoginFrom?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'lastLoginTo must be a date yyyy-MM-dd' })
  lastLoginTo?: string;
}

export class DownlineAccountParams {
  @ApiProperty({ description: 'An account of the agent’s subtree' })
  @Matches(ACCOUNT_NAME, { message: 'account must be letters, digits or _' })
  account: string;
}

export class SetDownlineRatioDto implements SetDownlineRatioRequest {
  @ApiProperty({ example: '25.00', description: 'Percent, at most the agent’s own ratio' })
  @IsString()
  @Matches(AGENT_RATIO_PATTERN, { message: RATIO_MESSAGE })
  ratio: string;
}

export class SetLoginLockDto implements SetLoginLockRequest {
  @ApiProperty()
  @IsBoolean()
  locked: boolean;
}

export class AgentTransferDto implements AgentTransferRequest {
  @ApiProperty({ description: "A direct downline's account" })
  @Transform(trim)
  @Matches(ACCOUNT_NAME, { message: 'toAccount must be letters, digits or _' })
  toAccount: string;

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

export class AgentTransferPageQueryDto extends PageQuery(AGENT_TRANSFER_PAGE_SIZE) {}
