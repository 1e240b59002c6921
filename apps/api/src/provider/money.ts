// The seamless-wallet contract carries amounts as decimal strings with at most two decimals; the
// provider computes in whole cents (bigint) so no amount ever passes through floating point.

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250n. Throws RangeError on anything but a non-negative amount with <= 2 decimals. */
export function amountToCents(amount: string): bigint {
  const match = AMOUNT.exec(amount);
  if (!match) throw new RangeError(`Not a wallet amount: "${amount}"`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 1250n -> "12.50". */
export function centsToAmount(cents: bigint): string {
  if (cents < 0n) throw new RangeError(`Negative wallet amount: ${cents}`);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * Bets and outcomes count cents as bigints; this is the same value as the wallet and the game
 * client read it (and JSON can hold), every bigint an amount string: {payout: 1250n} ->
 * {payout: "12.50"}.
 */
export function withAmounts<T>(value: T): WithAmounts<T> {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? centsToAmount(item) : item,
    ),
  ) as WithAmounts<T>;
}

export type WithAmounts<T> = T extends bigint
  ? string
  : T extends readonly (infer Item)[]
    ? WithAmounts<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithAmounts<T[Key]> }
      : T;
