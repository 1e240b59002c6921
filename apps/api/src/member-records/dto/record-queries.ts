import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_RECORD_TYPES,
  GAME_CATEGORIES,
  PROFIT_GROUPINGS,
  RECORD_PAGE_SIZE,
  type AccountRecordQuery,
  type AccountRecordType,
  type BetRecordQuery,
  type GameCategory,
  type ProfitGrouping,
  type ProfitQuery,
  type RecordRangeQuery,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { optionalText, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';
import { PageQuery } from '../../common/paging.query.js';

// The shape only; whether the days exist and how far apart they are is checked by the service,
// which answers every range problem in one VALIDATION_FAILED.
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from `from` to `to` (inclusive, operator's time zone) and the page. */
export class RecordRangeDto extends PageQuery(RECORD_PAGE_SIZE) implements RecordRangeQuery {
  @ApiProperty({ example: '2026-11-01', description: 'First day, yyyy-MM-dd' })
  @Matches(DATE_SHAPE, { message: 'from must be a date yyyy-MM-dd' })
  from: string;

  @ApiProperty({ example: '2026-11-22', description: 'Last day (inclusive), yyyy-MM-dd' })
  @Matches(DATE_SHAPE, { message: 'to must be a date yyyy-MM-dd' })
  to: string;
}

export class BetRecordQueryDto extends RecordRangeDto implements BetRecordQuery {
  @ApiPropertyOptional({ example: 'MG' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN, { message: 'vendor must be a vendor code' })
  vendor?: string;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  category?: GameCategory;
}

export class AccountRecordQueryDto extends RecordRangeDto implements AccountRecordQuery {
  @ApiPropertyOptional({ enum: ACCOUNT_RECORD_TYPES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(ACCOUNT_RECORD_TYPES)
  type?: AccountRecordType;
}

export class ProfitQueryDto extends RecordRangeDto implements ProfitQuery {
  @ApiProperty({ enum: PROFIT_GROUPINGS })
  @IsIn(PROFIT_GROUPINGS)
  groupBy: ProfitGrouping;
}
