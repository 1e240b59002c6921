import {
  PROTECTION_REASON_LENGTH,
  REALITY_CHECK_MINUTES,
  type ProtectionSettings,
} from '@wps/shared-types';

/** A reason the server keeps (trimmed): long enough to say something, short enough to read. */
export function reasonAccepted(text: string): boolean {
  const length = text.trim().length;
  return length >= PROTECTION_REASON_LENGTH.min && length <= PROTECTION_REASON_LENGTH.max;
}

/** The settings form's values as its inputs hold them (minutes as typed). */
export interface ProtectionSettingsDraft {
  ageCheckBeforeDeposit: boolean;
  identityBeforeWithdrawal: boolean;
  realityCheckMinutes: string;
}

export function toDraft(settings: ProtectionSettings): ProtectionSettingsDraft {
  return { ...settings, realityCheckMinutes: String(settings.realityCheckMinutes) };
}

/** The settings to send, or null while the minutes are no whole number within the bounds. */
export function fromDraft(draft: ProtectionSettingsDraft): ProtectionSettings | null {
  const text = draft.realityCheckMinutes.trim();
  const minutes = Number(text);
  if (
    !/^\d{1,4}$/.test(text) ||
    minutes < REALITY_CHECK_MINUTES.min ||
    minutes > REALITY_CHECK_MINUTES.max
  ) {
    return null;
  }
  return {
    ageCheckBeforeDeposit: draft.ageCheckBeforeDeposit,
    identityBeforeWithdrawal: draft.identityBeforeWithdrawal,
    realityCheckMinutes: minutes,
  };
}
