/** Whether `value` is one of the string literals in `values`, narrowing its type to them. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
