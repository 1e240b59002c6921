import { ApiProperty } from '@nestjs/swagger';
import { MONEY_AMOUNT_PATTERN, type PaymentSettings } from '@wps/shared-types';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNumber, Matches, ValidateNested } from 'class-validator';

const AMOUNT = { message: '$property must be a decimal string with at most two decimals' };

class WithdrawalSettingsDto implements Readonly<PaymentSettings['withdrawal']> {
  @ApiProperty({ example: '50.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) minAmount: string;
  @ApiProperty({ example: '50000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) maxAmount: string;
  @ApiProperty({ description: 'Requests per operator day' }) @IsInt() dailyCount: number;
  @ApiProperty({ example: '100000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) dailyAmount: string;
  @ApiProperty({ description: 'An unanswered payout confirms itself after this many minutes' })
  @IsInt()
  autoConfirmMinutes: number;
}

class UplineTransferSettingsDto implements Readonly<PaymentSettings['uplineTransfer']> {
  @ApiProperty({ example: '10.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) minAmount: string;
  @ApiProperty({ example: '10000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) maxAmount: string;
  @ApiProperty({ example: '50000.00' }) @Matches(MONEY_AMOUNT_PATTERN, AMOUNT) dailyAmount: string;
}

/** Every payment setting at once (PUT replaces them); paymentSettingsProblems checks the rest. */
export class PaymentSettingsDto implements PaymentSettings {
  @ApiProperty({ description: 'Each deposit adds amount x this to the turnover requirement' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  depositTurnoverMultiplier: number;

  @ApiProperty() @IsInt() depositExpiryMinutes: number;

  @ApiProperty({ type: WithdrawalSettingsDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => WithdrawalSettingsDto)
  withdrawal: WithdrawalSettingsDto;

  @ApiProperty() @IsInt() maxBankAccounts: number;

  @ApiProperty({ type: UplineTransferSettingsDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => UplineTransferSettingsDto)
  uplineTransfer: UplineTransferSettingsDto;
}
