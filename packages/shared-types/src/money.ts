// Money display. Amounts travel as decimal strings ("1234567.891"), so strings are rounded
// digit by digit and never pass through floating point.
import { DEFAULT_CURRENCY_SYMBOL } from './content.js';

// Sign, digits with an optional decimal point, optional exponent (numbers print as "1e+21").
const DECIMAL_AMOUNT = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

// Beyond this an exponent is not an amount but a mistake; refusing it keeps the padding bounded.
const LARGEST_EXPONENT = 400;

// The amount in whole cents, rounded half away from zero on the third decimal.
function toCents(amount: string | number): { negative: boolean; cents: bigint } {
  // String() gives the shortest text that reads back as the same number, so 1.005 stays 1.005.
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  const exponent = Number(match?.[3] ?? 0);
  if (!match || Math.abs(exponent) > LARGEST_EXPONENT) {
    throw new RangeError(`Not a money amount: "${text}"`);
  }
  const [integerDigits = '', fractionDigits = ''] = (match[2] ?? '').split('.');
  const digits = integerDigits + fractionDigits;
  // Index in `digits` just after the hundredths digit.
  const centsEnd = integerDigits.length + exponent + 2;
  if (centsEnd < 0) return { negative: match[1] === '-', cents: 0n };
  const padded = digits.padEnd(centsEnd + 1, '0');
  const kept = BigInt(padded.slice(0, centsEnd) || '0');
  const roundsUp = (padded[centsEnd] ?? '0') >= '5';
  return { negative: match[1] === '-', cents: roundsUp ? kept + 1n : kept };
}

// "RM 1,234,567.50": two decimals, thousands separators, one space between symbol and amount
// (as Malaysian ringgit is usually written), the minus sign before the symbol ("-RM 12.00").
// An amount that rounds to zero shows no minus sign. Throws RangeError on text that is not a
// decimal number, and on NaN or Infinity.
export function formatMoney(
  amount: string | number,
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
): string {
  const { negative, cents } = toCents(amount);
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (cents % 100n).toString().padStart(2, '0');
  const sign = negative && cents > 0n ? '-' : '';
  const symbol = currencySymbol === '' ? '' : `${currencySymbol} `;
  return `${sign}${symbol}${whole}.${fraction}`;
}

// The amount in signed whole cents (rounded like formatMoney), for comparing amounts exactly.
export function moneyCents(amount: string | number): bigint {
  const { negative, cents } = toCents(amount);
  return negative ? -cents : cents;
}
