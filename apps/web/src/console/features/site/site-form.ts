import { moneyCents, type ConsoleSiteSettings, type ConsoleSiteUpdate } from '@wps/shared-types';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

/** The form's values as the inputs hold them (text for numbers, lists and times). */
export interface SiteDraft {
  maintenanceEnabled: boolean;
  maintenanceTitle: string;
  maintenanceText: string;
  /** datetime-local: "YYYY-MM-DDTHH:mm" in the browser's time zone, or empty. */
  maintenanceEndAt: string;
  sliderVerification: boolean;
  routeGuard: boolean;
  walletReturnOnLeave: boolean;
  currencyCode: string;
  currencySymbol: string;
  defaultLanguage: string;
  languages: string[];
  minimumAge: string;
  timezone: string;
  /** Comma- or newline-separated lists. */
  blockedCountries: string;
  ipAllowList: string;
  ipDenyList: string;
  regionRestrictionText: string;
  largeAdjustmentAmount: string;
  flags: Record<string, boolean>;
}

/** "MY, SG\nTH" and "MY SG TH" both read as ["MY", "SG", "TH"]. */
export function parseList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function toDraft(settings: ConsoleSiteSettings): SiteDraft {
  return {
    maintenanceEnabled: settings.maintenanceEnabled,
    maintenanceTitle: settings.maintenanceTitle ?? '',
    maintenanceText: settings.maintenanceText ?? '',
    maintenanceEndAt: toLocalInput(settings.maintenanceEndAt),
    sliderVerification: settings.sliderVerification,
    routeGuard: settings.routeGuard,
    walletReturnOnLeave: settings.walletReturnOnLeave,
    currencyCode: settings.currencyCode,
    currencySymbol: settings.currencySymbol,
    defaultLanguage: settings.defaultLanguage,
    languages: [...settings.languages],
    minimumAge: String(settings.minimumAge),
    timezone: settings.timezone,
    blockedCountries: settings.blockedCountries.join('\n'),
    ipAllowList: settings.ipAllowList.join('\n'),
    ipDenyList: settings.ipDenyList.join('\n'),
    regionRestrictionText: settings.regionRestrictionText ?? '',
    largeAdjustmentAmount: settings.largeAdjustmentAmount,
    flags: Object.fromEntries(settings.flags.map((flag) => [flag.code, flag.enabled])),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  sameList([...a].sort(), [...b].sort());
const nullable = (text: string) => (text.trim() ? text.trim() : null);
const textChanged = (text: string, original: string | null) =>
  text.trim() !== (original ?? '').trim();

function sameAmount(a: string, b: string): boolean {
  try {
    return moneyCents(a) === moneyCents(b);
  } catch {
    return a === b;
  }
}

export type SiteProblem = 'minimumAge' | 'largeAdjustmentAmount' | 'defaultLanguage' | null;

/** What the server would refuse anyway, said before sending. */
export function siteProblem(draft: SiteDraft): SiteProblem {
  if (!/^\d{1,3}$/.test(draft.minimumAge.trim())) return 'minimumAge';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(draft.largeAdjustmentAmount.trim())) {
    return 'largeAdjustmentAmount';
  }
  if (!draft.languages.includes(draft.defaultLanguage)) return 'defaultLanguage';
  return null;
}

/** The update that turns `settings` into `draft`: only the fields the operator changed. */
export function siteChanges(settings: ConsoleSiteSettings, draft: SiteDraft): ConsoleSiteUpdate {
  const update: ConsoleSiteUpdate = {};
  if (draft.maintenanceEnabled !== settings.maintenanceEnabled) {
    update.maintenanceEnabled = draft.maintenanceEnabled;
  }
  if (textChanged(draft.maintenanceTitle, settings.maintenanceTitle)) {
    update.maintenanceTitle = nullable(draft.maintenanceTitle);
  }
  if (textChanged(draft.maintenanceText, settings.maintenanceText)) {
    update.maintenanceText = nullable(draft.maintenanceText);
  }
  if (draft.maintenanceEndAt !== toLocalInput(settings.maintenanceEndAt)) {
    update.maintenanceEndAt = fromLocalInput(draft.maintenanceEndAt);
  }
  if (draft.sliderVerification !== settings.sliderVerification) {
    update.sliderVerification = draft.sliderVerification;
  }
  for (const field of ['routeGuard', 'walletReturnOnLeave'] as const) {
    if (draft[field] !== settings[field]) update[field] = draft[field];
  }
  if (textChanged(draft.currencyCode, settings.currencyCode)) {
    update.currencyCode = draft.currencyCode.trim();
  }
  if (textChanged(draft.currencySymbol, settings.currencySymbol)) {
    update.currencySymbol = draft.currencySymbol.trim();
  }
  if (!sameSet(draft.languages, settings.languages)) update.languages = [...draft.languages];
  if (draft.defaultLanguage !== settings.defaultLanguage) {
    update.defaultLanguage = draft.defaultLanguage;
  }
  if (Number(draft.minimumAge) !== settings.minimumAge) {
    update.minimumAge = Number(draft.minimumAge);
  }
  if (textChanged(draft.timezone, settings.timezone)) update.timezone = draft.timezone.trim();
  for (const field of ['blockedCountries', 'ipAllowList', 'ipDenyList'] as const) {
    const list = parseList(draft[field]);
    if (!sameList(list, settings[field])) update[field] = list;
  }
  if (textChanged(draft.regionRestrictionText, settings.regionRestrictionText)) {
    update.regionRestrictionText = nullable(draft.regionRestrictionText);
  }
  if (!sameAmount(draft.largeAdjustmentAmount.trim(), settings.largeAdjustmentAmount)) {
    update.largeAdjustmentAmount = draft.largeAdjustmentAmount.trim();
  }
  const flags = settings.flags
    .filter((flag) => draft.flags[flag.code] !== flag.enabled)
    .map((flag) => ({ code: flag.code, enabled: draft.flags[flag.code] ?? flag.enabled }));
  if (flags.length > 0) update.flags = flags;
  return update;
}
