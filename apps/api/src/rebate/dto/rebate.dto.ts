import { ApiProperty } from '@nestjs/swagger';
import {
  REBATE_CLAIM_PAGE_SIZE,
  REBATE_PERIODS,
  type RebatePeriod,
  type RebateRate,
  type RebateSettings,
} from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';

export class RebateClaimPageQueryDto extends PageQuery(REBATE_CLAIM_PAGE_SIZE) {}

class RebateRateDto implements RebateRate {
  @ApiProperty({ example: 1 }) @IsInt() @Min(0) @Max(1000) rankLevel: number;
  @ApiProperty({ example: 'RNG' }) @IsString() @MaxLength(32) categoryCode: string;
  @ApiProperty({ example: '0.80', description: '0 to 5, at most two decimals' })
  @IsString()
  @MaxLength(8)
  percent: string;
}

/** Every rebate setting at once (PUT replaces them); rebateSettingsProblems checks the rest. */
export class RebateSettingsDto implements RebateSettings {
  @ApiProperty() @IsBoolean() enabled: boolean;

  @ApiProperty({ enum: REBATE_PERIODS }) @IsIn(REBATE_PERIODS) period: RebatePeriod;

  @ApiProperty({ description: 'A claim adds amount x this to the turnover requirement' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  turnoverMultiplier: number;

  @ApiProperty({ type: [RebateRateDto] })
  @IsArray()
  // Every rank times every category, with room to spare.
  @ArrayMaxSize(2000)
  @ValidateNested({ each: true })
  @Type(() => RebateRateDto)
  rates: RebateRateDto[];
}
