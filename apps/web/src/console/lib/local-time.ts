// A datetime-local input holds "YYYY-MM-DDTHH:mm" in the browser's time zone; the API takes and
// answers ISO instants with their offset.

const pad = (value: number) => String(value).padStart(2, '0');

/** The input's value for an instant; empty for none (or one the browser cannot read). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant an input's value names, as an ISO string in UTC; null for an empty input. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
