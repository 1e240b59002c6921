import { ApiProperty } from '@nestjs/swagger';
import { MONEY_AMOUNT_PATTERN, type AgentSettings } from '@wps/shared-types';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, Matches, ValidateNested } from 'class-validator';

const AMOUNT = { message: '$property must be a decimal string with at most two decimals' };

class AgentFeaturesDto implements Readonly<AgentSettings['features']> {
  @ApiProperty() @IsBoolean() dividend: boolean;
  @ApiProperty() @IsBoolean() dailyWages: boolean;
  @ApiProperty() @IsBoolean() hourlySalary: boolean;
  @ApiProperty() @IsBoolean() realTimeSalary: boolean;
}

class AgentFiguresDto implements Readonly<AgentSettings['figures']> {
  @ApiProperty() @IsBoolean() deposits: boolean;
  @ApiProperty() @IsBoolean() withdrawals: boolean;
  @ApiProperty() @IsBoolean() profitLoss: boolean;
}

class DownlineTransferDto implements Readonly<AgentSettings['downlineTransfer']> {
  @ApiProperty({ example: '10.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) minAmount: string;
  @ApiProperty({ example: '10000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) maxAmount: string;
  @ApiProperty({ example: '50000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) dailyAmount: string;
}

/** Every agent setting at once (PUT replaces them); agentSettingsProblems checks the rest. */
export class AgentSettingsDto implements AgentSettings {
  @ApiProperty({ description: 'The agent centre opens at all' }) @IsBoolean() enabled: boolean;

  @ApiProperty({ type: AgentFeaturesDto, description: 'The contract kinds offered (menu 9-12)' })
  @IsDefined()
  @ValidateNested()
  @Type(() => AgentFeaturesDto)
  features: AgentFeaturesDto;

  @ApiProperty() @IsBoolean() showDownlineBalance: boolean;
  @ApiProperty() @IsBoolean() agentsMayLockLogin: boolean;
  @ApiProperty() @IsBoolean() agentsMayOpenAccounts: boolean;

  @ApiProperty({ type: AgentFiguresDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => AgentFiguresDto)
  figures: AgentFiguresDto;

  @ApiProperty({ type: DownlineTransferDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => DownlineTransferDto)
  downlineTransfer: DownlineTransferDto;
}
