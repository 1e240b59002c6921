import {
  REBATE_MULTIPLIER_MAX,
  rebatePercentProblem,
  type RebatePeriod,
  type RebateSettings,
} from '@wps/shared-types';

/** The form as typed: every rank x category cell a text ("" is no rate). */
export interface RebateDraft {
  enabled: boolean;
  period: RebatePeriod;
  turnoverMultiplier: string;
  /** By rateCell(rankLevel, categoryCode). */
  rates: Record<string, string>;
}

export const rateCell = (rankLevel: number, categoryCode: string) => `${rankLevel}/${categoryCode}`;

export function toDraft(settings: RebateSettings): RebateDraft {
  return {
    enabled: settings.enabled,
    period: settings.period,
    turnoverMultiplier: String(settings.turnoverMultiplier),
    rates: Object.fromEntries(
      settings.rates.map((rate) => [rateCell(rate.rankLevel, rate.categoryCode), rate.percent]),
    ),
  };
}

/** The settings to send: empty cells are no rate; the server checks everything again. */
export function fromDraft(draft: RebateDraft): RebateSettings {
  return {
    enabled: draft.enabled,
    period: draft.period,
    turnoverMultiplier: Number(draft.turnoverMultiplier),
    rates: Object.entries(draft.rates)
      .filter(([, percent]) => percent.trim() !== '')
      .map(([cell, percent]) => {
        const [rank = '', ...category] = cell.split('/');
        return {
          rankLevel: Number(rank),
          categoryCode: category.join('/'),
          percent: percent.trim(),
        };
      }),
  };
}

/** The cells (and "turnoverMultiplier") the operator must correct before saving. */
export function draftProblems(draft: RebateDraft): Set<string> {
  const problems = new Set<string>();
  const multiplier = draft.turnoverMultiplier.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(multiplier) || Number(multiplier) > REBATE_MULTIPLIER_MAX) {
    problems.add('turnoverMultiplier');
  }
  for (const [cell, percent] of Object.entries(draft.rates)) {
    if (percent.trim() !== '' && rebatePercentProblem(percent.trim())) problems.add(cell);
  }
  return problems;
}
