/** International dialing codes of the countries the site's visitors mostly come from. */
export const DIALING_CODES: Readonly<Record<string, string>> = {
  MY: '+60',
  SG: '+65',
  TH: '+66',
  ID: '+62',
  VN: '+84',
  PH: '+63',
  CN: '+86',
  HK: '+852',
  TW: '+886',
  KR: '+82',
  JP: '+81',
  IN: '+91',
  AU: '+61',
  GB: '+44',
  US: '+1',
};

export function dialingCodeOf(countryCode: string | null): string | null {
  return countryCode ? (DIALING_CODES[countryCode] ?? null) : null;
}
