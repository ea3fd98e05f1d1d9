import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, LOCALE_COOKIE, parseAcceptLanguage, toLanguage, type Language } from '@shared/i18n';
import { COUNTRY_CODES, DEFAULT_COUNTRY, SITES, toCountryCode, type CountryCode } from '@shared/sites';

/**
 * The address parameter that names the locale of the page a visitor came from (`?locale=pt-PT`): every link
 * from a country site to the hosts every country shares carries it, and so does the project site's switch.
 */
export const LOCALE_PARAM = 'locale';

/** Set by the project site's switch beside `locale`: the visitor chose it there, rather than followed a link. */
export const LOCALE_CHOSEN_PARAM = 'chosen';

/** A chosen locale is remembered for a year, as the browser's own `rememberLocale` does. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The language a page speaks and the country it assumes (a phone's default, the city search, the directory). */
export interface VisitorLocale {
  language: Language;
  country: CountryCode;
}

/** What decided a request's locale, as far as the page needs to know it. */
export interface LocaleDecision extends VisitorLocale {
  /** The address named a valid locale: the answer remembers it in the `locale` cookie. */
  named: boolean;
}

/** `pt-PT`, `en-BE`: the tag the cookie, the links and the switch write. */
export function localeTag({ language, country }: VisitorLocale): string {
  return `${language}-${country}`;
}

/**
 * The country a language alone points to, when nothing names one: the site that speaks it first (`nl` →
 * Belgium, `en` → the United Kingdom), else France.
 */
export function languageCountry(language: Language): CountryCode {
  return COUNTRY_CODES.find((country) => SITES[country].languages[0] === language) ?? DEFAULT_COUNTRY;
}

const LOCALE_TAG = /^([a-z]{2})[-_]([a-z]{2})$/i;

/**
 * The locale a link or the switch names (`pt-PT`, `fr-BE`, `en_pt`): its country must be one of the seven
 * sites (`UK` reads as GB), its language one that site offers, else the site's default language. Null when it
 * names no site country: such a value is ignored, as if absent.
 */
export function offeredLocale(tag: string | null | undefined): VisitorLocale | null {
  const [, languagePart = '', countryPart = ''] = LOCALE_TAG.exec(tag?.trim() ?? '') ?? [];
  const country = toCountryCode(countryPart);
  if (country === null) return null;
  const language = toLanguage(languagePart);
  const offered = SITES[country].languages;
  return { language: language !== null && offered.includes(language) ? language : offered[0], country };
}

/** The cookie's language, and its country when it names one of the seven sites (`fr` names none). */
function rememberedLocale(
  cookie: string | undefined,
): { language: Language; country: CountryCode | null } | null {
  if (cookie === undefined) return null;
  const language = toLanguage(cookie);
  if (language === null) return null;
  const [, region] = cookie.trim().split(/[-_]/, 2);
  return { language, country: toCountryCode(region) };
}

export interface LocaleSources {
  /** The address's `locale` parameter. */
  param: string | null;
  /** The `locale` cookie. */
  cookie: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage: string | undefined;
}

/**
 * The locale of a page of the hosts every country shares (docs/product/languages-and-sites.md#shared-hosts):
 * the address's `locale` when it names a site's locale; else the `locale` cookie's language, then the
 * browser's, then French; and the cookie's country when it has one, else the country the language points to.
 */
export function decideLocale({ param, cookie, acceptLanguage }: LocaleSources): LocaleDecision {
  const named = offeredLocale(param);
  if (named) return { ...named, named: true };
  const remembered = rememberedLocale(cookie);
  const language =
    remembered?.language ?? detectLanguage({ preferredLanguages: parseAcceptLanguage(acceptLanguage) });
  return { language, country: remembered?.country ?? languageCountry(language), named: false };
}

/** The address's `locale` parameter (its first value), read from the raw address. */
function localeParam(request: FastifyRequest): string | null {
  const query = request.url.split('?', 2)[1];
  return query === undefined ? null : new URLSearchParams(query).get(LOCALE_PARAM);
}

/**
 * A request's locale (`decideLocale`); a locale its address names is remembered in the `locale` cookie,
 * which this host's pages and islands read first from then on. `publicHttps`: the site is served over https,
 * though the request may reach us over http behind a proxy; the cookie is then Secure.
 */
export function requestLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  publicHttps: boolean,
): LocaleDecision {
  const decision = decideLocale({
    param: localeParam(request),
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
  if (decision.named) {
    reply.setCookie(LOCALE_COOKIE, localeTag(decision), {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: publicHttps || request.protocol === 'https',
    });
  }
  return decision;
}

/**
 * A link to a host every country shares for a reader of `locale` (`pt-PT`): the host then speaks it and
 * assumes its country (`https://projet.example/?project=new&locale=pt-PT`).
 */
export function withLocale(address: string, locale: string): string {
  const url = new URL(address);
  url.searchParams.set(LOCALE_PARAM, locale);
  return url.href;
}
