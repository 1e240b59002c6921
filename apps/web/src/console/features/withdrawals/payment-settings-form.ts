import {
  PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS,
  isPositiveAmount,
  paymentSettingsProblems,
  type PaymentSettings,
} from '@wps/shared-types';

/** The form's fields by their path in PaymentSettings, as the shared rules name them. */
export const PAYMENT_SETTING_FIELDS = [
  'depositTurnoverMultiplier',
  'depositExpiryMinutes',
  'withdrawal.minAmount',
  'withdrawal.maxAmount',
  'withdrawal.dailyCount',
  'withdrawal.dailyAmount',
  'withdrawal.autoConfirmMinutes',
  'maxBankAccounts',
  'uplineTransfer.minAmount',
  'uplineTransfer.maxAmount',
  'uplineTransfer.dailyAmount',
] as const;
export type PaymentSettingField = (typeof PAYMENT_SETTING_FIELDS)[number];

/** The inputs' text, one per field. */
export type PaymentSettingsDraft = Record<PaymentSettingField, string>;

/** Why a field is refused, for a text in the operator's language. */
export type PaymentSettingProblem =
  | { kind: 'multiplier' }
  | { kind: 'wholeNumber'; min: number; max: number }
  | { kind: 'amount' }
  | { kind: 'minAboveMax' };

export function toDraft(settings: PaymentSettings): PaymentSettingsDraft {
  return {
    depositTurnoverMultiplier: String(settings.depositTurnoverMultiplier),
    depositExpiryMinutes: String(settings.depositExpiryMinutes),
    'withdrawal.minAmount': settings.withdrawal.minAmount,
    'withdrawal.maxAmount': settings.withdrawal.maxAmount,
    'withdrawal.dailyCount': String(settings.withdrawal.dailyCount),
    'withdrawal.dailyAmount': settings.withdrawal.dailyAmount,
    'withdrawal.autoConfirmMinutes': String(settings.withdrawal.autoConfirmMinutes),
    maxBankAccounts: String(settings.maxBankAccounts),
    'uplineTransfer.minAmount': settings.uplineTransfer.minAmount,
    'uplineTransfer.maxAmount': settings.uplineTransfer.maxAmount,
    'uplineTransfer.dailyAmount': settings.uplineTransfer.dailyAmount,
  };
}

/** A typed number; blank is no number (NaN), never 0. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

export function fromDraft(draft: PaymentSettingsDraft): PaymentSettings {
  return {
    depositTurnoverMultiplier: numberOf(draft.depositTurnoverMultiplier),
    depositExpiryMinutes: numberOf(draft.depositExpiryMinutes),
    withdrawal: {
      minAmount: draft['withdrawal.minAmount'].trim(),
      maxAmount: draft['withdrawal.maxAmount'].trim(),
      dailyCount: numberOf(draft['withdrawal.dailyCount']),
      dailyAmount: draft['withdrawal.dailyAmount'].trim(),
      autoConfirmMinutes: numberOf(draft['withdrawal.autoConfirmMinutes']),
    },
    maxBankAccounts: numberOf(draft.maxBankAccounts),
    uplineTransfer: {
      minAmount: draft['uplineTransfer.minAmount'].trim(),
      maxAmount: draft['uplineTransfer.maxAmount'].trim(),
      dailyAmount: draft['uplineTransfer.dailyAmount'].trim(),
    },
  };
}

/** The shared rules' verdict on the draft, by field, with what each refused field wants. */
export function draftProblems(
  draft: PaymentSettingsDraft,
): Partial<Record<PaymentSettingField, PaymentSettingProblem>> {
  const problems: Partial<Record<PaymentSettingField, PaymentSettingProblem>> = {};
  for (const field of Object.keys(paymentSettingsProblems(fromDraft(draft)))) {
    problems[field as PaymentSettingField] = problemOf(field as PaymentSettingField, draft);
  }
  return problems;
}

function problemOf(field: PaymentSettingField, draft: PaymentSettingsDraft): PaymentSettingProblem {
  if (field === 'depositTurnoverMultiplier') return { kind: 'multiplier' };
  if (field in PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS) {
    const [min, max] =
      PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS[
        field as keyof typeof PAYMENT_SETTINGS_WHOLE_NUMBER_BOUNDS
      ];
    return { kind: 'wholeNumber', min, max };
  }
  // A well-formed minimum is refused only for being above the maximum.
  return isPositiveAmount(draft[field].trim()) ? { kind: 'minAboveMax' } : { kind: 'amount' };
}
