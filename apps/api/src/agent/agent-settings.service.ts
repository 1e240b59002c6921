import { Injectable } from '@nestjs/common';
import { agentSettingsOf, agentSettingsProblems, type AgentSettings } from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

/** A site's agent settings with what the agent centre shows beside them. */
export interface AgentContext {
  settings: AgentSettings;
  siteName: string;
  /** The operator's time zone: its days are the centre's days. */
  timezone: string;
}

/**
 * The operator's agent settings (merchant.settings.agents, defaults field by field): read by
 * the agent centre at each request, so a change applies to the next one; replaced by the
 * console, after which the site settings' agent flags (SiteInfo.agentFlags) follow at once, as
 * the site cache is dropped.
 */
@Injectable()
export class AgentSettingsService {
  constructor(
    private readonly repository: AgentSettingsRepository,
    private readonly merchants: MerchantService,
  ) {}

  async settings(merchantId: number): Promise<AgentSettings> {
    return (await this.contextOf(merchantId)).settings;
  }

  async contextOf(merchantId: number): Promise<AgentContext> {
    const site = await this.repository.find(merchantId);
    return {
      settings: agentSettingsOf(site.settings),
      siteName: site.name,
      timezone: site.timezone,
    };
  }

  /** The context of a site whose agent centre is open; else 403 FEATURE_DISABLED. */
  async openCentre(merchantId: number): Promise<AgentContext> {
    const context = await this.contextOf(merchantId);
    if (!context.settings.enabled) {
      throw new AppError('FEATURE_DISABLED', 'The agent centre is not open on this site');
    }
    return context;
  }

  /** Replaces every agent setting; the trail keeps the fields that changed, before and after. */
  async replace(operator: OperatorActor, update: AgentSettings): Promise<AgentSettings> {
    const problems = agentSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const next = normalized(update);
    const before = await this.settings(operator.merchantId);
    await this.repository.replace(operator.merchantId, next);
    await this.merchants.settingsChanged();
    operator.change = { target: 'site:agents', ...changedFields(before, next) };
    return next;
  }
}

/** Only the known fields, amounts with two decimals. */
function normalized(update: AgentSettings): AgentSettings {
  const amount = (value: string) => new Prisma.Decimal(value).toFixed(2);
  return {
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
}
