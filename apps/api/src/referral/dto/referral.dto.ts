import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REFERRAL_PAGE_SIZE, type ReferralSettings } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { toInteger } from '../../common/query-fields.js';

export class ReferralPageQueryDto extends PageQuery(REFERRAL_PAGE_SIZE) {}

/** The console's rewards: the site's, or one referrer's. */
export class ConsoleReferralRewardsQueryDto extends PageQuery(REFERRAL_PAGE_SIZE) {
  @ApiPropertyOptional({ description: 'Only the rewards paid to this member' })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  memberId?: number;
}

/** The whole rule at once (PUT replaces it); referralSettingsProblems checks the rest. */
export class ReferralSettingsDto implements ReferralSettings {
  @ApiProperty() @IsBoolean() enabled: boolean;

  @ApiProperty({ example: '10.00', description: `0 to 100, at most two decimals` })
  @IsString()
  @MaxLength(8)
  firstDepositPercent: string;

  @ApiProperty({ example: '50.00', nullable: true, type: String, description: 'null: no cap' })
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(16)
  firstDepositCap: string | null;

  @ApiProperty({ example: '0.50', description: '0 to 5, at most two decimals' })
  @IsString()
  @MaxLength(8)
  turnoverPercent: string;

  @ApiProperty({ example: '1.00' }) @IsString() @MaxLength(16) minimumReward: string;

  @ApiProperty({ description: 'A reward adds amount x this to the turnover requirement' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  turnoverMultiplier: number;
}
