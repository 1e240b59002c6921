import { ApiProperty } from '@nestjs/swagger';
import type { ConsoleVipRankInput } from '@wps/shared-types';
import { IsInt, Matches, Max, Min } from 'class-validator';
import { IsNested, IsText } from './content-fields.js';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export class VipRequirementsDto {
  @ApiProperty({ example: '500.00', description: 'Total deposits to reach the rank' })
  @Matches(AMOUNT)
  depositTotal: string;

  @ApiProperty({ example: '5000.00', description: 'Total valid bets to reach the rank' })
  @Matches(AMOUNT)
  validBetTotal: string;
}

export class ConsoleVipRankDto implements ConsoleVipRankInput {
  @ApiProperty({ minimum: 0, maximum: 99, description: 'From 5 on: the VIP service channel' })
  @IsInt()
  @Min(0)
  @Max(99)
  rankLevel: number;

  @ApiProperty({ example: 'Gold', maxLength: 32 }) @IsText(32) labelName: string;

  @ApiProperty({ example: '#d4af37' }) @Matches(/^#[0-9a-fA-F]{6}$/) color: string;

  @ApiProperty({ type: VipRequirementsDto })
  @IsNested(() => VipRequirementsDto)
  requirements: VipRequirementsDto;
}
