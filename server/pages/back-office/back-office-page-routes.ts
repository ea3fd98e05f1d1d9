import * as v from 'valibot';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { BACK_OFFICE_AREAS, type BackOfficeSection } from '@shared/api/contract/back-office';
import { html } from '@server/html/html';
import { nextPathSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import type { IslandName, IslandProps } from '@shared/islands/registry';
import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import type { HostPages, PageCall } from '../host-pages';
import { islandRegion } from '../island-region';
import { countrySiteOrigin, type SiteUrls } from '../seo/public-site';
import { backOfficePage, type BackOfficePageLanguage } from './back-office-layout';

type Call = PageCall<{ Querystring: Record<string, unknown> }, BackOfficePageLanguage>;

interface IslandPage<N extends IslandName> {
  title: ServerTranslationKey;
  lead?: ServerTranslationKey;
  section?: BackOfficeSection;
  island: N;
  props: IslandProps<N>;
}

/**
 * A back-office page that is its island: the server writes the title and a skeleton, which the island
 * replaces as it starts (each island loads the provider itself, or sends a signed-out visitor to the sign-in).
 * Without JavaScript the page says it needs it.
 */
function islandPage<N extends IslandName>(
  call: Call,
  urls: SiteUrls,
  { title, lead, section, island, props }: IslandPage<N>,
) {
  const t = (key: ServerTranslationKey) => translate(call.language, key);
  return backOfficePage({
    page: call,
    urls,
    title: t(title),
    lead: lead && t(lead),
    section,
    path: call.request.url.split('?', 1)[0],
    body: islandRegion(island, props, {
      fallback: html`<p class="state state--loading">${t('pages.backOffice.loading')}</p>
        <noscript><p class="notice notice--error">${t('pages.backOffice.noScript')}</p></noscript>`,
      loadOn: 'load',
      className: 'back-office-region',
    }),
  });
}

/** A query parameter as the address gave it, when it is one text. */
function queryText(call: Call, name: string): string | null {
  const value = call.request.query[name];
  return typeof value === 'string' ? value : null;
}

/** The token of an emailed link, bounded; its island says whether it is one the server could have sent. */
function linkToken(call: Call): string | null {
  const token = queryText(call, 'token');
  return token !== null && token.length <= 128 ? token : null;
}

/**
 * A page opened from an emailed link: never kept by a cache (the host's pages already are not), and the
 * address, which carries the link's secret, never sent on as a referrer.
 */
function fromEmailLink(call: Call): void {
  call.reply.header('referrer-policy', 'no-referrer');
}

/** Each country site's origin, where a provider's public profile is. */
function siteOrigins(urls: SiteUrls): Partial<Record<CountryCode, string>> {
  return Object.fromEntries(
    COUNTRY_CODES.flatMap((country) => {
      const origin = countrySiteOrigin(urls, country);
      return origin ? [[country, origin]] : [];
    }),
  );
}

/**
 * The back-office's pages (docs/product/back-office.md#accounts): the sign-in, sign-up, forgotten and new
 * password, the address's confirmation, the dashboard and the account, and each resource's page.
 */
export function registerBackOfficePages(pages: HostPages<BackOfficePageLanguage>): void {
  const get = <N extends IslandName>(path: string, page: (call: Call) => IslandPage<N>) =>
    pages.get<{ Querystring: Record<string, unknown> }>(path, async (call) =>
      islandPage(call, pages.urls, page(call)),
    );

  get(BACK_OFFICE_PATHS.login, (call) => {
    const next = v.safeParse(nextPathSchema, queryText(call, 'next'));
    return {
      title: 'pages.backOffice.titles.login',
      island: BACK_OFFICE_ISLANDS.login,
      props: { language: call.language, next: next.success ? next.output : null },
    };
  });
  get(BACK_OFFICE_PATHS.register, (call) => ({
    title: 'pages.backOffice.titles.register',
    lead: 'pages.backOffice.registerLead',
    island: BACK_OFFICE_ISLANDS.register,
    props: { language: call.language, country: call.country },
  }));
  get(BACK_OFFICE_PATHS.forgotPassword, (call) => ({
    title: 'pages.backOffice.titles.forgotPassword',
    island: BACK_OFFICE_ISLANDS.forgotPassword,
    props: { language: call.language },
  }));
  get(BACK_OFFICE_PATHS.resetPassword, (call) => {
    fromEmailLink(call);
    return {
      title: 'pages.backOffice.titles.resetPassword',
      island: BACK_OFFICE_ISLANDS.resetPassword,
      props: { language: call.language, token: linkToken(call) },
    };
  });
  get(BACK_OFFICE_PATHS.confirmEmail, (call) => {
    fromEmailLink(call);
    return {
      title: 'pages.backOffice.titles.confirmEmail',
      island: BACK_OFFICE_ISLANDS.confirmEmail,
      props: { language: call.language, token: linkToken(call) },
    };
  });
  get(BACK_OFFICE_PATHS.dashboard, (call) => ({
    title: 'pages.backOffice.titles.dashboard',
    section: 'dashboard',
    island: BACK_OFFICE_ISLANDS.dashboard,
    props: { language: call.language, country: call.country, siteOrigins: siteOrigins(pages.urls) },
  }));
  get(BACK_OFFICE_PATHS.account, (call) => ({
    title: 'pages.backOffice.titles.account',
    section: 'account',
    island: BACK_OFFICE_ISLANDS.account,
    props: { language: call.language, country: call.country },
  }));
  get(BACK_OFFICE_PATHS.supportAccess, (call) => ({
    title: 'pages.backOffice.titles.supportAccess',
    lead: 'pages.backOffice.supportAccessLead',
    island: BACK_OFFICE_ISLANDS.supportAccessStart,
    props: { language: call.language, country: call.country },
  }));
  // Each resource's page, as its area says (shared/api/contract/back-office/index.ts).
  for (const [name, area] of Object.entries(BACK_OFFICE_AREAS)) {
    if (!('screen' in area)) continue;
    const { path, title, texts, section } = area.screen;
    get(path, (call) => ({
      title,
      section,
      island: BACK_OFFICE_ISLANDS.screen,
      props: { language: call.language, screen: name, texts: [...texts] },
    }));
  }
}
