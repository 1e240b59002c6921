/**
 * The fields of two settings objects that differ, by field path ("withdrawal.minAmount": one
 * level of nesting), before and after: what the audit trail keeps of a settings change.
 */
export function changedFields(before: object, after: object) {
  const flat = (settings: object): [string, unknown][] =>
    Object.entries(settings).flatMap(([key, value]: [string, unknown]) =>
      value && typeof value === 'object'
        ? Object.entries(value).map(([inner, item]: [string, unknown]): [string, unknown] => [
            `${key}.${inner}`,
            item,
          ])
        : [[key, value]],
    );
  const old = new Map(flat(before));
  const changed = flat(after).filter(([key, value]) => old.get(key) !== value);
  return {
    before: Object.fromEntries(changed.map(([key]) => [key, old.get(key)])),
    after: Object.fromEntries(changed),
  };
}
