// Money display. Amounts travel as decimal strings ("1234567.891"), so strings are rounded
// digit by digit and never pass through floating point.
import { DEFAULT_CURRENCY_SYMBOL } from './content.js';

// Sign, digits with an optional decimal point, optional exponent (numbers print as "1e+21").
const DECIMAL_AMOUNT = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

// Beyond this an exponent is not an amount but a mistake; refusing it keeps the padding bounded.
const LARGEST_EXPONENT = 400;

// The amount in whole units of 10^-decimals (cents at two), rounded half away from zero on the
// next decimal.
function toMinorUnits(
  amount: string | number,
  decimals: number,
): { negative: boolean; units: bigint } {
  // String() gives the shortest text that reads back as the same number, so 1.005 stays 1.005.
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  const exponent = Number(match?.[3] ?? 0);
  if (!match || Math.abs(exponent) > LARGEST_EXPONENT) {
    throw new RangeError(`Not a money amount: "${text}"`);
  }
  const [integerDigits = '', fractionDigits = ''] = (match[2] ?? '').split('.');
  const digits = integerDigits + fractionDigits;
  // Index in `digits` just after the last kept digit.
  const keptEnd = integerDigits.length + exponent + decimals;
  if (keptEnd < 0) return { negative: match[1] === '-', units: 0n };
  const padded = digits.padEnd(keptEnd + 1, '0');
  const kept = BigInt(padded.slice(0, keptEnd) || '0');
  const roundsUp = (padded[keptEnd] ?? '0') >= '5';
  return { negative: match[1] === '-', units: roundsUp ? kept + 1n : kept };
}

// "RM 1,234,567.50": the currency's decimals (two unless given: the API answers amounts in them),
// thousands separators, one space between symbol and amount (as Malaysian ringgit is usually
// written), the minus sign before the symbol ("-RM 12.00"). An amount that rounds to zero shows
// no minus sign. Throws RangeError on text that is not a decimal number, and on NaN or Infinity.
export function formatMoney(
  amount: string | number,
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
  decimals = 2,
): string {
  checkDecimals(decimals);
  const { negative, units } = toMinorUnits(amount, decimals);
  const unit = 10n ** BigInt(decimals);
  const whole = (units / unit).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals === 0 ? '' : `.${(units % unit).toString().padStart(decimals, '0')}`;
  const sign = negative && units > 0n ? '-' : '';
  const symbol = currencySymbol === '' ? '' : `${currencySymbol} `;
  return `${sign}${symbol}${whole}${fraction}`;
}

// The amount in signed whole cents (rounded like formatMoney), for comparing amounts exactly.
export function moneyCents(amount: string | number): bigint {
  const { negative, units } = toMinorUnits(amount, 2);
  return negative ? -units : units;
}

// ---------------------------------------------------------------- exact amounts and scales
// The ledger keeps amounts to LEDGER_DECIMALS; each operator's currency allows its own number of
// decimals (its scale). These helpers move an amount between scales and integer units exactly:
// an amount finer than the target allows is refused (RangeError), never rounded.

/** Decimals the ledger keeps (NUMERIC(24, 6)): enough for stablecoins and 1/100000 units. */
export const LEDGER_DECIMALS = 6;

// A plain decimal: optional minus, digits, optional fraction. No exponent, no plus, no spaces.
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function splitDecimal(amount: string): { negative: boolean; whole: string; fraction: string } {
  const match = PLAIN_DECIMAL.exec(amount);
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RangeError(`Not a number of decimals: ${decimals}`);
  }
}

/** The amount in whole units of 10^-decimals (1.2345 at 5 decimals: 123450n); too fine throws. */
export function amountToUnits(amount: string, decimals: number): bigint {
  checkDecimals(decimals);
  const { negative, whole, fraction } = splitDecimal(amount);
  if (/[1-9]/.test(fraction.slice(decimals))) {
    throw new RangeError(`"${amount}" is finer than ${decimals} decimals`);
  }
  const units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return negative ? -units : units;
}

/** Whole units of 10^-decimals as a decimal string with exactly that many decimals. */
export function amountFromUnits(units: bigint | number | string, decimals: number): string {
  checkDecimals(decimals);
  if (typeof units === 'number' && !Number.isSafeInteger(units)) {
    throw new RangeError(`Not a whole number of units: ${units}`);
  }
  if (typeof units === 'string' && !/^-?\d+$/.test(units)) {
    throw new RangeError(`Not a whole number of units: "${units}"`);
  }
  const value = BigInt(units);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const sign = value < 0n ? '-' : '';
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** The amount written with exactly `decimals` decimals ("100.000000" at 2: "100.00"); too fine throws. */
export function amountAtScale(amount: string, decimals: number): string {
  return amountFromUnits(amountToUnits(amount, decimals), decimals);
}

/** Whether the amount is a plain decimal with nothing finer than `decimals` decimals. */
export function amountFitsScale(amount: string, decimals: number): boolean {
  const match = PLAIN_DECIMAL.exec(amount);
  return match !== null && !/[1-9]/.test((match[3] ?? '').slice(decimals));
}

// ISO 4217 minor units of the active codes whose minor unit is not 2 (every other ISO code has 2).
const ISO_MINOR_UNITS_NOT_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

// The other active ISO 4217 codes with a minor unit (2 decimals).
const ISO_TWO_DECIMALS = new Set(
  (
    'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
    'CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
    'GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR ' +
    'LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD ' +
    'PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC ' +
    'SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG'
  ).split(' '),
);

/**
 * The decimals of a currency: ISO 4217's minor unit for an ISO code (MYR 2, JPY 0, KWD 3),
 * undefined for a code outside ISO 4217 (USDT, a house currency), whose operator names its own.
 */
export function isoCurrencyDecimals(code: string): number | undefined {
  const upper = code.toUpperCase();
  return ISO_MINOR_UNITS_NOT_TWO[upper] ?? (ISO_TWO_DECIMALS.has(upper) ? 2 : undefined);
}

/**
 * The decimals an operator's currency allows: the operator's own setting when it has one (a code
 * outside ISO 4217 such as USDT needs it), else ISO 4217's minor unit, else two.
 */
export function currencyDecimals(code: string, operatorDecimals: number | null = null): number {
  return operatorDecimals ?? isoCurrencyDecimals(code) ?? 2;
}
