/** A record's time in the player's language and time zone. */
export function formatRecordTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
