import type { CountryEntry } from '@wps/shared-types';

/** Countries the site's players register from; Malaysia first and the default. */
export const COUNTRY_DIALING_CODES: readonly CountryEntry[] = [
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'CN', countryDialingCode: '+86' },
];

export const DEFAULT_DIALING_CODE = '+60';

/** The dialing code of the visitor's country (from the status call), else Malaysia's. */
export function dialingCodeFor(countryCode: string | null | undefined): string {
  return (
    COUNTRY_DIALING_CODES.find((entry) => entry.countryCode === countryCode)?.countryDialingCode ??
    DEFAULT_DIALING_CODE
  );
}
