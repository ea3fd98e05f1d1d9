/**
 * Intl's formatters, one per locale and options for the life of the process: building one costs far more
 * than formatting with it (a listing page formats a dozen numbers). The locales and options come from the
 * code and the sites' configuration, never from a request, so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format, Options>(
  cache: Map<string, Format>,
  create: (locale: string, options?: Options) => Format,
  locale: string,
  options: Options | undefined,
): Format {
  const key = options === undefined ? locale : `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, (...args) => new Intl.NumberFormat(...args), locale, options);
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, (...args) => new Intl.DateTimeFormat(...args), locale, options);
}
