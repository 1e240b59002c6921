/** A phone number as stored on members and used for SMS: '+60' and '123456701'. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

const DIALING_CODE = /^\+?([1-9]\d{0,3})$/;
const NATIONAL_NUMBER = /^\d{6,13}$/;
// E.164: at most 15 digits with the country code.
const MAX_DIGITS = 15;

/** '+60' from '60' or '+60'; null unless 1 to 4 digits. */
export function normaliseDialingCode(value: string): string | null {
  const match = DIALING_CODE.exec(value.trim());
  return match ? `+${match[1]}` : null;
}

/** The national number: spaces and dashes dropped and one trunk '0' removed; 6 to 13 digits. */
export function normaliseMobileNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^0/, '');
  return NATIONAL_NUMBER.test(digits) ? digits : null;
}

/** Both parts normalised, so '60' + '012-345 6701' and '+60' + '123456701' are one number. */
export function normalisePhone(countryDialingCode: string, mobile: string): PhoneNumber | null {
  const code = normaliseDialingCode(countryDialingCode);
  const mobileNum = normaliseMobileNumber(mobile);
  if (!code || !mobileNum || code.length - 1 + mobileNum.length > MAX_DIGITS) return null;
  return { countryDialingCode: code, mobileNum };
}

/** The E.164 form an SMS is sent to: '+60123456701'. */
export function toE164(phone: PhoneNumber): string {
  return `${phone.countryDialingCode}${phone.mobileNum}`;
}
