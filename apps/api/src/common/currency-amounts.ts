import { amountAtScale } from '@wps/shared-types';
import { invalidInput, type AppError } from './app-error.js';

type AmountFields<T> = {
  [K in keyof T]: T[K] extends string | null ? K : never;
}[keyof T];

/**
 * The row with these amount fields written in the operator's currency ("100.000000" of the
 * ledger is "100.00" in MYR). Exact: an operator's stored amounts never hold finer digits than
 * its currency allows, and one that did would throw rather than be rounded.
 */
export function amountsInCurrency<T extends object>(
  row: T,
  decimals: number,
  ...fields: AmountFields<T>[]
): T {
  const written: Partial<Record<keyof T, string | null>> = {};
  for (const field of fields) {
    const value = row[field] as string | null;
    written[field] = value === null ? null : amountAtScale(value, decimals);
  }
  return { ...row, ...written };
}

/** The refusal of an amount finer than the operator's currency allows (the ledger never rounds). */
export function amountTooFine(field: string, currency: string, decimals: number): AppError {
  return invalidInput({
    [field]: `${field} is finer than ${currency} allows (${decimals} decimals at most)`,
  });
}
