// Dates and times in the page's language (<html lang>) and the browser's time zone.

/** "12 Jun 2026, 2:00 PTG". */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
