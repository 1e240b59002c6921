/** Sort orders and hot ranks are whole numbers from 0 to a billion (the API's bound). */
export const MAX_ORDER = 1_000_000_000;

/** A sort order or rank as typed: the number, or null when it is not one. */
export function orderOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_ORDER ? value : null;
}

/** The fields whose draft differs from the row, with the draft's value. */
export function changedFields<Fields extends object>(
  current: Fields,
  draft: Fields,
): Partial<Fields> {
  const changes: Partial<Fields> = {};
  for (const key of Object.keys(draft) as (keyof Fields)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(current[key])) changes[key] = draft[key];
  }
  return changes;
}
