import { moneyCents } from '@wps/shared-types';

/** What a limit leaves once `used` is taken from it, never below 0.00: "1234.50". */
export function amountLeft(limit: string, used: string): string {
  const difference = moneyCents(limit) - moneyCents(used);
  const cents = difference > 0n ? difference : 0n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
