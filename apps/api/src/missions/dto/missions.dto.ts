import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  MISSION_CLAIM_PAGE_SIZE,
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_TITLE_MAX,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type MissionInput,
  type MissionKind,
  type MissionPeriod,
  type MissionTitles,
} from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';

export class MissionClaimPageQueryDto extends PageQuery(MISSION_CLAIM_PAGE_SIZE) {}

export class LeaderboardQueryDto {
  @ApiPropertyOptional({ enum: LEADERBOARD_PERIODS, default: 'TODAY' })
  @IsOptional()
  @IsIn(LEADERBOARD_PERIODS)
  period: LeaderboardPeriod = 'TODAY';

  @ApiPropertyOptional({ enum: LEADERBOARD_METRICS, default: 'TURNOVER' })
  @IsOptional()
  @IsIn(LEADERBOARD_METRICS)
  metric: LeaderboardMetric = 'TURNOVER';
}

class MissionTitlesDto implements MissionTitles {
  @ApiProperty() @IsString() @MaxLength(MISSION_TITLE_MAX) MS: string;
  @ApiProperty() @IsString() @MaxLength(MISSION_TITLE_MAX) EN: string;
  @ApiProperty() @IsString() @MaxLength(MISSION_TITLE_MAX) CN: string;
}

/** A whole mission (POST creates, PUT replaces); missionInputProblems checks the rest. */
export class MissionInputDto implements MissionInput {
  @ApiProperty({ enum: MISSION_PERIODS }) @IsIn(MISSION_PERIODS) period: MissionPeriod;

  @ApiProperty({ enum: MISSION_KINDS }) @IsIn(MISSION_KINDS) kind: MissionKind;

  @ApiProperty({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  categoryCode: string | null = null;

  @ApiProperty({ nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  gameId: number | null = null;

  @ApiProperty({ example: '500.00' }) @IsString() @MaxLength(16) target: string;

  @ApiProperty({ example: '5.00' }) @IsString() @MaxLength(16) rewardAmount: string;

  @ApiProperty({ description: 'The reward adds amount x this to the turnover requirement' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  turnoverMultiplier: number;

  @ApiProperty() @IsBoolean() enabled: boolean;

  @ApiProperty() @IsInt() @Min(0) @Max(10_000) sortOrder: number;

  @ApiProperty({ type: MissionTitlesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => MissionTitlesDto)
  titles: MissionTitlesDto;
}
