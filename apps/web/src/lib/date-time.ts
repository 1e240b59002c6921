// Dates and times in the page's language (<html lang>) and the browser's time zone.

/** "12 Jun 2026, 2:00 PTG". */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** "12 Jun 2026"; in `timeZone` when given (a period that starts at the operator's midnight). */
export function formatDate(value: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeZone,
  }).format(typeof value === 'string' ? new Date(value) : value);
}
