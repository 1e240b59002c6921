import { amountFromUnits, amountToUnits, HUB88_AMOUNT_DECIMALS } from '@wps/shared-types';

/**
 * A Hub88 amount (integer 1/100000 units) as a decimal string, exactly; null when it is negative
 * or beyond a safe integer. The wallet core refuses one finer than the operator's currency
 * allows (VALIDATION_FAILED), never rounding it.
 */
export function ledgerAmountOf(units: number): string | null {
  if (!Number.isSafeInteger(units) || units < 0) return null;
  return amountFromUnits(units, HUB88_AMOUNT_DECIMALS);
}

/** A wallet amount ("12.34", "-0.50", "7") in Hub88's integer 1/100000 units, exactly. */
export function hub88UnitsOf(amount: string): number {
  return Number(amountToUnits(amount, HUB88_AMOUNT_DECIMALS));
}
