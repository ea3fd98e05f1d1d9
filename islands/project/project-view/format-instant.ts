/** An instant (ISO 8601) in the visitor's own time zone: "3 janv. 2030, 10:00". */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}
