/** For `@Transform(trim)`: strips surrounding whitespace from strings, leaves other values alone. */
export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
