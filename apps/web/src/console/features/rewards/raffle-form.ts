import type { RaffleSettings } from '@wps/shared-types';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

/** The raffle form as typed: every field a string but the choices and the prizes' rows. */
export interface RaffleDraft {
  title: string;
  rules: string;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  period: RaffleSettings['period'];
  metric: RaffleSettings['metric'];
  minimum: string;
  drawsPerPeriod: string;
  prizes: { label: string; amount: string; weight: string }[];
  turnoverMultiplier: string;
  claimDays: string;
}

export const NEW_RAFFLE: RaffleDraft = {
  title: '',
  rules: '',
  enabled: true,
  startsAt: '',
  endsAt: '',
  period: 'DAILY',
  metric: 'TURNOVER',
  minimum: '',
  drawsPerPeriod: '1',
  prizes: [{ label: '', amount: '', weight: '1' }],
  turnoverMultiplier: '1',
  claimDays: '7',
};

/** The form of a raffle's settings (a console view's other fields, id and figures, left out). */
export function toDraft(settings: RaffleSettings): RaffleDraft {
  return {
    title: settings.title,
    rules: settings.rules,
    enabled: settings.enabled,
    period: settings.period,
    metric: settings.metric,
    minimum: settings.minimum,
    startsAt: toLocalInput(settings.startsAt),
    endsAt: toLocalInput(settings.endsAt),
    drawsPerPeriod: String(settings.drawsPerPeriod),
    prizes: settings.prizes.map((prize) => ({
      label: prize.label,
      amount: prize.amount,
      weight: String(prize.weight),
    })),
    turnoverMultiplier: String(settings.turnoverMultiplier),
    claimDays: String(settings.claimDays),
  };
}

/** The settings the API checks (raffleSettingsProblems); a blank number is sent as NaN → 0. */
export function fromDraft(draft: RaffleDraft): RaffleSettings {
  return {
    title: draft.title,
    rules: draft.rules,
    enabled: draft.enabled,
    period: draft.period,
    metric: draft.metric,
    startsAt: fromLocalInput(draft.startsAt) ?? '',
    endsAt: fromLocalInput(draft.endsAt) ?? '',
    minimum: draft.minimum.trim(),
    drawsPerPeriod: Number(draft.drawsPerPeriod) || 0,
    prizes: draft.prizes.map((prize) => ({
      label: prize.label,
      amount: prize.amount.trim(),
      weight: Number(prize.weight) || 0,
    })),
    turnoverMultiplier: Number(draft.turnoverMultiplier) || 0,
    claimDays: Number(draft.claimDays) || 0,
  };
}
