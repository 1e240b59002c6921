import { HUB88_AMOUNT_DECIMALS } from '@wps/shared-types';

// The ledger keeps amounts to two decimals (NUMERIC(20,2)). The wallet-precision work of issue
// 25 brings a shared rule for a currency's places; until it lands this is the adapter's own.
export const LEDGER_DECIMALS = 2;

const UNITS_PER_LEDGER_STEP = 10n ** BigInt(HUB88_AMOUNT_DECIMALS - LEDGER_DECIMALS);
const LEDGER_SCALE = 10n ** BigInt(LEDGER_DECIMALS);

/**
 * A Hub88 amount (integer 1/100000 units) as the ledger's decimal string, exactly; null when it
 * is not a whole number of the ledger's smallest step (an amount finer than the currency allows
 * is refused, never rounded), negative, or beyond a safe integer.
 */
export function ledgerAmountOf(units: number): string | null {
  if (!Number.isSafeInteger(units) || units < 0) return null;
  const value = BigInt(units);
  if (value % UNITS_PER_LEDGER_STEP !== 0n) return null;
  const steps = value / UNITS_PER_LEDGER_STEP;
  return `${steps / LEDGER_SCALE}.${(steps % LEDGER_SCALE).toString().padStart(LEDGER_DECIMALS, '0')}`;
}

/** A ledger amount ("12.34", "-0.50", "7") in Hub88's integer 1/100000 units, exactly. */
export function hub88UnitsOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a ledger amount: "${amount}"`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > HUB88_AMOUNT_DECIMALS) {
    throw new RangeError(`Finer than Hub88's units: "${amount}"`);
  }
  const units = BigInt(whole + fraction.padEnd(HUB88_AMOUNT_DECIMALS, '0'));
  return Number(sign === '-' ? -units : units);
}
