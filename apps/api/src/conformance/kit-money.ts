// The kit's arithmetic on decimal strings, exact: amounts as whole numbers of 10^-8 of the
// currency (finer than any currency or vendor the site serves).
const SCALE_DIGITS = 8;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** `amount` ("-12.5", "0.0001") in 10^-8 units. */
export function toUnits(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match || (match[3] ?? '').length > SCALE_DIGITS) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(SCALE_DIGITS, '0'));
  return sign ? -units : units;
}

/** `units` as a decimal string with `decimals` places (finer digits must be zero). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE_DIGITS + 1, '0');
  const whole = digits.slice(0, -SCALE_DIGITS);
  const fraction = digits.slice(-SCALE_DIGITS);
  const shown = fraction.slice(0, decimals).padEnd(decimals, '0');
  const rest = fraction.slice(decimals).replace(/0+$/, '');
  const text = `${whole}${decimals > 0 ? `.${shown}` : ''}${rest}`;
  return negative && units !== 0n ? `-${text}` : text;
}

/** The smallest amount of a currency with `decimals` places, in 10^-8 units. */
export function smallestUnit(decimals: number): bigint {
  return 10n ** BigInt(SCALE_DIGITS - decimals);
}
