import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  LOTTERY_DEVICE,
  POPULAR_LOTTERY_COUNT,
  PRIZE_MODES,
  VIETNAMESE_LOTTERY_NUMBERS_COUNT,
  type Language,
  type LotteryQuery,
  type OpenedNumeroQuery,
  type OpenedNumerosQuery,
  type PopularLotteryQuery,
  type PrizeMode,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { optionalText, toInteger } from '../../common/query-fields.js';

const GAME_CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
const MAX_COUNT = 100;

export class LotteryQueryDto implements LotteryQuery {
  @ApiPropertyOptional({
    enum: PRIZE_MODES,
    description: "Left out, the site's mode: Elott when its ELOTT lane holds TCG_LOTTO_VN or LOTT",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(PRIZE_MODES)
  prizeMode?: PrizeMode;

  @ApiPropertyOptional({ enum: [LOTTERY_DEVICE] })
  @IsOptional()
  @IsIn([LOTTERY_DEVICE])
  device?: typeof LOTTERY_DEVICE;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "Left out, the operator's default" })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class PopularLotteryQueryDto extends LotteryQueryDto implements PopularLotteryQuery {
  @ApiPropertyOptional({ default: POPULAR_LOTTERY_COUNT, maximum: MAX_COUNT })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  count?: number;
}

export class OpenedNumerosQueryDto extends LotteryQueryDto implements OpenedNumerosQuery {
  @ApiPropertyOptional({ default: VIETNAMESE_LOTTERY_NUMBERS_COUNT, maximum: MAX_COUNT })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  count?: number;

  @ApiPropertyOptional({ description: 'One Vietnamese lottery game only' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(GAME_CODE_PATTERN)
  gameCode?: string;
}

export class OpenedNumeroQueryDto extends LotteryQueryDto implements OpenedNumeroQuery {
  @ApiProperty({ example: 'ELOTT_FAST_3' })
  @Matches(GAME_CODE_PATTERN)
  gameCode: string;
}
