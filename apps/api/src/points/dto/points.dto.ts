import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  POINT_EXCHANGE_STATES,
  POINT_PAGE_SIZE,
  POINT_REDEEM_MAX_QUANTITY,
  POINT_REJECT_REASON_MAX,
  POINT_SHIPPING_ADDRESS_MAX,
  POINTS_MAX_PER_REQUEST,
  type ConsolePointOrderDecision,
  type ConsolePointOrderQuery,
  type ConvertPointRequest,
  type Language,
  type PointExchangeState,
  type PointsSettings,
  type RedeemPointRewardRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export class PointPageQueryDto extends PageQuery(POINT_PAGE_SIZE) {}

export class PointOrderPageQueryDto extends PageQuery(POINT_PAGE_SIZE) {
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the goods names' })
  @IsIn(LANGUAGES)
  language: Language;
}

/** The language of the answered order's goods name. */
export class PointLanguageQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'MS' })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language: Language = 'MS';
}

export class ConvertPointDto implements ConvertPointRequest {
  @ApiProperty({ example: 1000 })
  @IsInt()
  @Min(1)
  @Max(POINTS_MAX_PER_REQUEST)
  points: number;

  @ApiProperty({ example: '123456' })
  @IsString()
  @MaxLength(64)
  paymentPassword: string;
}

export class RedeemPointRewardDto implements RedeemPointRewardRequest {
  @ApiProperty({ example: '1' })
  @IsString()
  @Matches(/^\d{1,9}$/)
  goodsId: string;

  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(POINT_REDEEM_MAX_QUANTITY)
  quantity: number;

  @ApiPropertyOptional({ description: 'Needed for goods sent by post' })
  @IsOptional()
  @IsString()
  @MaxLength(POINT_SHIPPING_ADDRESS_MAX)
  shippingAddress?: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @MaxLength(64)
  paymentPassword: string;
}

/** Every points setting at once (PUT replaces them); pointsSettingsProblems checks the rest. */
export class PointsSettingsDto implements PointsSettings {
  @ApiProperty() @IsBoolean() earningEnabled: boolean;

  @ApiProperty({ example: '1', description: 'Points per 1.00 of valid turnover' })
  @IsString()
  @MaxLength(16)
  pointsPerTurnover: string;

  @ApiProperty() @IsBoolean() conversionEnabled: boolean;

  @ApiProperty({ example: '0.01', description: 'Cash paid per point converted' })
  @IsString()
  @MaxLength(16)
  cashPerPoint: string;

  @ApiProperty({ example: 100 }) @IsInt() minimumConversionPoints: number;
}

export class ConsolePointOrderQueryDto extends ConsolePageDto implements ConsolePointOrderQuery {
  @ApiPropertyOptional({ enum: POINT_EXCHANGE_STATES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(POINT_EXCHANGE_STATES)
  status?: PointExchangeState;
}

export class RejectPointOrderDto implements ConsolePointOrderDecision {
  @ApiProperty({ description: 'Shown to the member' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(POINT_REJECT_REASON_MAX)
  reason: string;
}
