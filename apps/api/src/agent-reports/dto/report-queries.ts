import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_RECORD_TYPES,
  BET_RECORD_STATUSES,
  GAME_CATEGORIES,
  type AccountRecordType,
  type BetRecordStatus,
  type DownlineProfitQuery,
  type DownlineTransactionQuery,
  type GameCategory,
  type IncomeQuery,
  type TeamBettingQuery,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { optionalText } from '../../common/query-fields.js';
import { RecordRangeDto } from '../../member-records/dto/record-queries.js';

// An account name as stored (registration names, opened accounts); anything else names no one.
const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@+-]{1,64}$/;
const ACCOUNT_MESSAGE = 'account must be an account name';

export class TeamBettingQueryDto extends RecordRangeDto implements TeamBettingQuery {
  @ApiPropertyOptional({ description: 'One account of the subtree (exact)' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(ACCOUNT_PATTERN, { message: ACCOUNT_MESSAGE })
  account?: string;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  category?: GameCategory;

  @ApiPropertyOptional({ enum: BET_RECORD_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(BET_RECORD_STATUSES)
  status?: BetRecordStatus;
}

export class DownlineProfitQueryDto extends RecordRangeDto implements DownlineProfitQuery {
  @ApiPropertyOptional({ description: 'A sub-agent of the subtree; default the caller' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(ACCOUNT_PATTERN, { message: 'parentAccount must be an account name' })
  parentAccount?: string;
}

export class IncomeQueryDto extends RecordRangeDto implements IncomeQuery {}

export class DownlineTransactionQueryDto
  extends RecordRangeDto
  implements DownlineTransactionQuery
{
  @ApiPropertyOptional({ description: 'One account of the subtree (exact)' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(ACCOUNT_PATTERN, { message: ACCOUNT_MESSAGE })
  account?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_RECORD_TYPES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(ACCOUNT_RECORD_TYPES)
  type?: AccountRecordType;
}
