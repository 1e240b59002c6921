import { Injectable } from '@nestjs/common';
import {
  rebateSettingsOf,
  type ConsoleRebateSettingsView,
  rebateSettingsProblems,
  type RebateSettings,
  type RebateSettingsProblems,
} from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { RebateRepository } from './rebate.repository.js';

/**
 * The operator's rebate settings (merchant.settings.rebate): on or off, the period, the bonus
 * turnover multiplier and the percent of each VIP rank and category. The member's view and the
 * next claim read them at once.
 */
@Injectable()
export class ConsoleRebateService {
  constructor(private readonly rebates: RebateRepository) {}

  async view(merchantId: number): Promise<ConsoleRebateSettingsView> {
    const [settings, ranks, categories] = await Promise.all([
      this.settings(merchantId),
      this.rebates.ranks(merchantId),
      this.rebates.categoryCodes(),
    ]);
    return { settings, ranks, categories: categories.map((category) => category.code) };
  }

  /** Replaces every setting; the trail keeps the fields and rates that changed. */
  async replace(
    operator: OperatorActor,
    update: RebateSettings,
  ): Promise<ConsoleRebateSettingsView> {
    const problems: RebateSettingsProblems = rebateSettingsProblems(update);
    const { ranks, categories } = await this.view(operator.merchantId);
    const rankSet = new Set(ranks.map((rank) => rank.rankLevel));
    const categorySet = new Set(categories);
    const unknown = update.rates.find(
      (rate) => !rankSet.has(rate.rankLevel) || !categorySet.has(rate.categoryCode),
    );
    if (unknown) {
      problems.rates = `no VIP rank ${unknown.rankLevel} or category ${unknown.categoryCode}`;
    }
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const next: RebateSettings = {
      enabled: update.enabled,
      period: update.period,
      turnoverMultiplier: update.turnoverMultiplier,
      // A rate of 0 is no rate: the list keeps only what pays.
      rates: update.rates
        .map((rate) => ({ ...rate, percent: new Prisma.Decimal(rate.percent).toFixed(2) }))
        .filter((rate) => rate.percent !== '0.00')
        .sort((a, b) => a.rankLevel - b.rankLevel || a.categoryCode.localeCompare(b.categoryCode)),
    };
    const before = await this.settings(operator.merchantId);
    await this.rebates.replaceSettings(operator.merchantId, next);
    operator.change = { target: 'site:rebate', ...changedFields(flat(before), flat(next)) };
    return { settings: next, ranks, categories };
  }

  private async settings(merchantId: number): Promise<RebateSettings> {
    return rebateSettingsOf(await this.rebates.siteSettings(merchantId));
  }
}

/** The settings as one level of fields, a rate as "rates.<rank>/<category>", 0.00 when unset. */
function flat(settings: RebateSettings): Record<string, unknown> {
  return {
    enabled: settings.enabled,
    period: settings.period,
    turnoverMultiplier: settings.turnoverMultiplier,
    rates: Object.fromEntries(
      settings.rates.map((rate) => [`${rate.rankLevel}/${rate.categoryCode}`, rate.percent]),
    ),
  };
}
