/** A calendar day (`YYYY-MM-DD`) as the page's language writes it: "14 juin 2031". */
export function formatEventDate(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO 8601) in the visitor's own time zone: "3 janv. 2030, 10:00". */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}
