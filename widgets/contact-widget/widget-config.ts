import type { Language } from '@shared/i18n';

/** The locale dates are written in: `data-locale` when the browser knows it (`fr-BE`), else the language. */
export function dateLocale(locale: string | undefined, language: Language): string {
  if (!locale?.trim()) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale.trim()).length > 0 ? locale.trim() : language;
  } catch {
    return language;
  }
}

export function isProviderId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
