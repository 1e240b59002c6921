import {
  referralSettingsProblems,
  type ReferralSettings,
  type ReferralSettingsProblems,
} from '@wps/shared-types';

/** The form as typed: every number a text; an empty cap is no cap. */
export interface ReferralDraft {
  enabled: boolean;
  firstDepositPercent: string;
  firstDepositCap: string;
  turnoverPercent: string;
  minimumReward: string;
  turnoverMultiplier: string;
}

export function toDraft(settings: ReferralSettings): ReferralDraft {
  return {
    ...settings,
    firstDepositCap: settings.firstDepositCap ?? '',
    turnoverMultiplier: String(settings.turnoverMultiplier),
  };
}

/** The rule to send; the server checks everything again. */
export function fromDraft(draft: ReferralDraft): ReferralSettings {
  const cap = draft.firstDepositCap.trim();
  return {
    enabled: draft.enabled,
    firstDepositPercent: draft.firstDepositPercent.trim(),
    firstDepositCap: cap === '' ? null : cap,
    turnoverPercent: draft.turnoverPercent.trim(),
    minimumReward: draft.minimumReward.trim(),
    turnoverMultiplier:
      draft.turnoverMultiplier.trim() === '' ? NaN : Number(draft.turnoverMultiplier),
  };
}

/** The fields the operator must correct before saving (the same checks as the server's). */
export function draftProblems(draft: ReferralDraft): ReferralSettingsProblems {
  return referralSettingsProblems(fromDraft(draft));
}
