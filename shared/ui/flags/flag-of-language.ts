/** The countries the shared components can draw a flag for. */
export const FLAG_COUNTRIES = ['FR', 'BE', 'GB', 'DE', 'IT', 'ES', 'PT', 'NL'] as const;

export type FlagCountry = (typeof FLAG_COUNTRIES)[number];

/** The flag a language is shown with: the country most associated with it (English: the United Kingdom). */
const FLAG_OF_LANGUAGE: Readonly<Record<string, FlagCountry>> = {
  fr: 'FR',
  en: 'GB',
  nl: 'NL',
  de: 'DE',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
};

/** The flag of a language code (`fr`, `EN`, `pt-BR` → its primary language), or null to show the code instead. */
export function flagOfLanguage(iso: string): FlagCountry | null {
  const primary = iso.trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(FLAG_OF_LANGUAGE, primary) ? (FLAG_OF_LANGUAGE[primary] ?? null) : null;
}

export function isFlagCountry(code: string): code is FlagCountry {
  return (FLAG_COUNTRIES as readonly string[]).includes(code);
}
