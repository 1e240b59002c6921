import { Injectable } from '@nestjs/common';
import {
  paymentSettingsOf,
  paymentSettingsProblems,
  type PaymentSettings,
} from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { PaymentSettingsRepository } from './payment-settings.repository.js';

/** A site's payment settings with the time zone its operator days are counted in. */
export interface PaymentContext {
  settings: PaymentSettings;
  timezone: string;
  /** The site's language, for messages when the client names none. */
  defaultLanguage: string;
}

/**
 * The operator's payment settings (merchant.settings.payments): read by withdrawals, bank
 * accounts and transfers at each request, so a change applies to the next one.
 */
@Injectable()
export class PaymentSettingsService {
  constructor(private readonly repository: PaymentSettingsRepository) {}

  async contextOf(merchantId: number): Promise<PaymentContext> {
    const merchant = await this.repository.find(merchantId);
    return {
      settings: paymentSettingsOf(merchant.settings),
      timezone: merchant.timezone,
      defaultLanguage: merchant.defaultLanguage,
    };
  }

  async settings(merchantId: number): Promise<PaymentSettings> {
    return (await this.contextOf(merchantId)).settings;
  }

  /** Replaces every payment setting; the trail keeps the fields that changed, before and after. */
  async replace(operator: OperatorActor, update: PaymentSettings): Promise<PaymentSettings> {
    const problems = paymentSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const amount = (value: string) => new Prisma.Decimal(value).toFixed(2);
    const next: PaymentSettings = {
      depositTurnoverMultiplier: update.depositTurnoverMultiplier,
      depositExpiryMinutes: update.depositExpiryMinutes,
      withdrawal: {
        minAmount: amount(update.withdrawal.minAmount),
        maxAmount: amount(update.withdrawal.maxAmount),
        dailyCount: update.withdrawal.dailyCount,
        dailyAmount: amount(update.withdrawal.dailyAmount),
        autoConfirmMinutes: update.withdrawal.autoConfirmMinutes,
      },
      maxBankAccounts: update.maxBankAccounts,
      uplineTransfer: {
        minAmount: amount(update.uplineTransfer.minAmount),
        maxAmount: amount(update.uplineTransfer.maxAmount),
        dailyAmount: amount(update.uplineTransfer.dailyAmount),
      },
    };
    const before = await this.settings(operator.merchantId);
    await this.repository.replace(operator.merchantId, next);
    operator.change = { target: 'site:payments', ...changedFields(before, next) };
    return next;
  }
}
