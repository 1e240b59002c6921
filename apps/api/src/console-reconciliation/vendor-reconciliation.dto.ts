import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { MovementTotals, VendorStatement } from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsDefined,
  IsInt,
  IsOptional,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { optionalText, VENDOR_CODE_PATTERN } from '../common/query-fields.js';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
// A vendor's totals in the currency, signed (a day's net can be negative), exact to 8 places.
const TOTAL_PATTERN = /^-?(0|[1-9]\d{0,15})(\.\d{1,8})?$/;

export class VendorReportQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'First day (UTC), yyyy-MM-dd' })
  @Matches(DATE_SHAPE, { message: 'from must be a date yyyy-MM-dd' })
  from: string;

  @ApiProperty({ example: '2026-11-22', description: 'Last day (UTC, inclusive), yyyy-MM-dd' })
  @Matches(DATE_SHAPE, { message: 'to must be a date yyyy-MM-dd' })
  to: string;

  @ApiPropertyOptional({ example: 'PG' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN, { message: 'vendor must be a vendor code' })
  vendor?: string;
}

class MovementTotalsDto implements MovementTotals {
  @ApiProperty() @IsInt() @Min(0) count: number;

  @ApiProperty({ example: '1250.50' })
  @Matches(TOTAL_PATTERN, { message: 'total must be a decimal string' })
  total: string;
}

class StatementDayDto {
  @ApiProperty({ example: '2026-11-20' })
  @Matches(DATE_SHAPE, { message: 'day must be a date yyyy-MM-dd' })
  day: string;

  @ApiProperty({ type: MovementTotalsDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => MovementTotalsDto)
  bets: MovementTotalsDto;

  @ApiProperty({ type: MovementTotalsDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => MovementTotalsDto)
  wins: MovementTotalsDto;

  @ApiProperty({ type: MovementTotalsDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => MovementTotalsDto)
  rollbacks: MovementTotalsDto;
}

/** A vendor's statement: its totals per day (a month at most). */
export class VendorStatementDto implements VendorStatement {
  @ApiProperty({ example: 'PG' })
  @Matches(VENDOR_CODE_PATTERN, { message: 'vendor must be a vendor code' })
  vendor: string;

  @ApiProperty({ type: [StatementDayDto] })
  @IsDefined()
  @ArrayMaxSize(31)
  @ValidateNested({ each: true })
  @Type(() => StatementDayDto)
  days: StatementDayDto[];
}
