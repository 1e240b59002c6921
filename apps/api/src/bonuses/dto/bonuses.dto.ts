import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BONUS_FORFEIT_REASON_MAX,
  BONUS_PAGE_SIZE,
  MONEY_AMOUNT_PATTERN,
  type BonusForfeitRequest,
  type BonusSettings,
  type ConsoleBonusGrantRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { toInteger } from '../../common/query-fields.js';

export class BonusPageQueryDto extends PageQuery(BONUS_PAGE_SIZE) {}

export class ConsoleBonusPageQueryDto extends ConsolePageDto {
  @ApiPropertyOptional({ description: "A member's account" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;

  @ApiPropertyOptional()
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  memberId?: number;
}

export class BonusForfeitDto implements BonusForfeitRequest {
  @ApiProperty({ maxLength: BONUS_FORFEIT_REASON_MAX })
  @IsString()
  @MaxLength(BONUS_FORFEIT_REASON_MAX)
  reason: string;
}

export class BonusSettingsDto implements BonusSettings {
  @ApiProperty({ nullable: true, description: 'Days a bonus turnover may take; null: no limit' })
  @ValidateIf((_object, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(365)
  turnoverDays: number | null;
}

export class ConsoleBonusGrantDto implements ConsoleBonusGrantRequest {
  @IsInt() @Min(1) memberId: number;

  @ApiProperty({ example: '50.00' })
  @Matches(MONEY_AMOUNT_PATTERN, { message: 'amount must be an amount with at most two decimals' })
  amount: string;

  @ApiProperty({ description: 'The turnover the bonus adds: amount x this' })
  @IsInt()
  @Min(0)
  @Max(100)
  turnoverMultiplier: number;

  @IsString() @MinLength(3) @MaxLength(200) reason: string;
}
