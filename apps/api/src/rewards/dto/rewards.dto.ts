import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RAFFLE_LIMITS,
  RAFFLE_METRICS,
  RAFFLE_PERIODS,
  REWARD_LISTS,
  REWARD_PAGE_SIZE,
  REWARD_TARGETS,
  REWARD_TITLE_MAX,
  type RaffleDrawRequest,
  type RaffleMetric,
  type RafflePeriod,
  type RafflePrize,
  type RaffleSettings,
  type RewardIssueRequest,
  type RewardList,
  type RewardTarget,
} from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { toInteger } from '../../common/query-fields.js';

export class RewardPageQueryDto extends PageQuery(REWARD_PAGE_SIZE) {
  @ApiPropertyOptional({ enum: REWARD_LISTS, default: 'available' })
  @IsOptional()
  @IsIn(REWARD_LISTS)
  list: RewardList = 'available';
}

export class ConsoleRewardPageQueryDto extends ConsolePageDto {
  @ApiProperty()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  memberId: number;
}

export class RaffleDrawDto implements RaffleDrawRequest {
  @ApiProperty({ example: '1' }) @IsString() @MaxLength(20) raffleId: string;
}

export class RewardIssueDto implements RewardIssueRequest {
  @ApiProperty({ enum: REWARD_TARGETS }) @IsIn(REWARD_TARGETS) target: RewardTarget;
  @ApiProperty({ description: 'The account, the rank level or the label name' })
  @IsString()
  @MaxLength(64)
  targetValue: string;
  @ApiProperty() @IsString() @MaxLength(REWARD_TITLE_MAX) title: string;
  @ApiProperty({ example: '10.00' }) @IsString() @MaxLength(16) amount: string;
  @ApiProperty()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  turnoverMultiplier: number;
  @ApiProperty({ nullable: true })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(40)
  expiresAt: string | null;
}

class RafflePrizeDto implements RafflePrize {
  @ApiProperty() @IsString() @MaxLength(RAFFLE_LIMITS.labelMax) label: string;
  @ApiProperty({ example: '5.00' }) @IsString() @MaxLength(16) amount: string;
  @ApiProperty() @IsInt() weight: number;
}

export class RaffleSettingsDto implements RaffleSettings {
  @ApiProperty() @IsString() @MaxLength(RAFFLE_LIMITS.titleMax) title: string;
  @ApiProperty() @IsString() @MaxLength(RAFFLE_LIMITS.rulesMax) rules: string;
  @ApiProperty() @IsBoolean() enabled: boolean;
  @ApiProperty() @IsString() @MaxLength(40) startsAt: string;
  @ApiProperty() @IsString() @MaxLength(40) endsAt: string;
  @ApiProperty({ enum: RAFFLE_PERIODS }) @IsIn(RAFFLE_PERIODS) period: RafflePeriod;
  @ApiProperty({ enum: RAFFLE_METRICS }) @IsIn(RAFFLE_METRICS) metric: RaffleMetric;
  @ApiProperty({ example: '100.00' }) @IsString() @MaxLength(16) minimum: string;
  @ApiProperty() @IsInt() drawsPerPeriod: number;
  @ApiProperty({ type: [RafflePrizeDto] })
  @IsArray()
  @ArrayMaxSize(RAFFLE_LIMITS.prizesMax)
  @ValidateNested({ each: true })
  @Type(() => RafflePrizeDto)
  prizes: RafflePrizeDto[];
  @ApiProperty()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  turnoverMultiplier: number;
  @ApiProperty() @IsInt() claimDays: number;
}
