import { Injectable } from '@nestjs/common';
import { agentSettingsProblems, type AgentSettings } from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

/**
 * The operator's agent settings (merchant.settings.agents). The agent centre reads them at each
 * request; the site settings' agent flags (SiteInfo.agentFlags) follow at once, as the site
 * cache is dropped on every change.
 */
@Injectable()
export class AgentSettingsService {
  constructor(
    private readonly repository: AgentSettingsRepository,
    private readonly merchants: MerchantService,
  ) {}

  settings(merchantId: number): Promise<AgentSettings> {
    return this.repository.find(merchantId);
  }

  /** Replaces every agent setting; the trail keeps the fields that changed, before and after. */
  async replace(operator: OperatorActor, update: AgentSettings): Promise<AgentSettings> {
    const problems = agentSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const amount = (value: string) => new Prisma.Decimal(value).toFixed(2);
    const next: AgentSettings = {
      enabled: update.enabled,
      features: {
        dividend: update.features.dividend,
        dailyWages: update.features.dailyWages,
        hourlySalary: update.features.hourlySalary,
        realTimeSalary: update.features.realTimeSalary,
      },
      showDownlineBalance: update.showDownlineBalance,
      agentsMayLockLogin: update.agentsMayLockLogin,
      agentsMayOpenAccounts: update.agentsMayOpenAccounts,
      figures: {
        deposits: update.figures.deposits,
        withdrawals: update.figures.withdrawals,
        profitLoss: update.figures.profitLoss,
      },
      downlineTransfer: {
        minAmount: amount(update.downlineTransfer.minAmount),
        maxAmount: amount(update.downlineTransfer.maxAmount),
        dailyAmount: amount(update.downlineTransfer.dailyAmount),
      },
    };
    const before = await this.repository.find(operator.merchantId);
    await this.repository.replace(operator.merchantId, next);
    await this.merchants.settingsChanged();
    operator.change = { target: 'site:agents', ...changedFields(before, next) };
    return next;
  }
}
