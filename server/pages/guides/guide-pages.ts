import type { FastifyInstance } from 'fastify';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import type { Queryable } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import { directoryDocument } from '../directory/directory-document';
import { GUIDES_PATH, guidePath } from '../directory/directory-paths';
import { PUBLIC_PAGE_CACHE, type PageContext } from '../directory/page-context';
import { html, SafeHtml } from '../html';
import { itemList } from '../seo/json-ld';
import { alternatesOnEverySite, onlyAlternate, type PublicSite, type SiteUrls } from '../seo/public-site';
import { findGuide, listGuides, type Guide, type GuideSummary } from './guides';

function publishedOn(site: PublicSite, date: Date): SafeHtml {
  const text = new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return html`<time datetime="${date.toISOString().slice(0, 10)}">${text}</time>`;
}

/** `/guide/list`: the site's articles, in its language, newest first. */
export function guideListPage(site: PublicSite, urls: SiteUrls, guides: readonly GuideSummary[]): string {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  const title = t('directory.guidesTitle');
  return directoryDocument({
    site,
    urls,
    title,
    description: t('directory.guidesDescription'),
    path: GUIDES_PATH,
    alternates: alternatesOnEverySite(urls, GUIDES_PATH),
    crumbs: [{ name: t('directory.guides'), path: GUIDES_PATH }],
    noindex: guides.length === 0,
    jsonLd:
      guides.length > 0
        ? [
            itemList(
              guides.map((guide) => ({ name: guide.title, url: site.origin + guidePath(guide.slug) })),
              { firstPosition: 1, total: guides.length },
            ),
          ]
        : [],
    main: html`<h1>${title}</h1>
      ${
        guides.length === 0
          ? html`<p>${t('directory.guidesEmpty')}</p>`
          : html`<ul class="guide-list">
              ${guides.map(
                (guide) =>
                  html`<li>
                    <article>
                      <h2><a href="${guidePath(guide.slug)}">${guide.title}</a></h2>
                      <p class="guide-date">${publishedOn(site, guide.publishedAt)}</p>
                      <p>${guide.summary}</p>
                    </article>
                  </li>`,
              )}
            </ul>`
      }`,
  });
}

/** `/guide/{slug}`: one article; only its own site has it. */
export function guidePage(site: PublicSite, urls: SiteUrls, guide: Guide): string {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  const path = guidePath(guide.slug);
  return directoryDocument({
    site,
    urls,
    title: guide.title,
    description: guide.summary,
    path,
    alternates: onlyAlternate(site, path),
    crumbs: [
      { name: t('directory.guides'), path: GUIDES_PATH },
      { name: guide.title, path },
    ],
    openGraph: { type: 'article' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: guide.title,
        description: guide.summary,
        datePublished: guide.publishedAt.toISOString(),
        inLanguage: site.locale,
        mainEntityOfPage: site.origin + path,
      },
    ],
    main: html`<article class="guide">
      <h1>${guide.title}</h1>
      <p class="guide-date">${publishedOn(site, guide.publishedAt)}</p>
      <p class="guide-summary">${guide.summary}</p>
      <div class="guide-body">${new SafeHtml(guide.bodyHtml)}</div>
    </article>`,
  });
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function registerGuidePages(
  app: FastifyInstance,
  { db, clock, pages }: { db: Queryable; clock: Clock; pages: PageContext },
): void {
  app.get(GUIDES_PATH, async (request, reply) => {
    const site = pages.siteOf(request);
    if (!site) return pages.notFound(request, reply);
    const guides = await listGuides(db, site.country, clock.now());
    return pages.sendHtml(reply, guideListPage(site, pages.urls, guides), PUBLIC_PAGE_CACHE);
  });
  app.get<{ Params: { slug: string } }>('/guide/:slug', async (request, reply) => {
    const site = pages.siteOf(request);
    const guide =
      site && SLUG.test(request.params.slug)
        ? await findGuide(db, site.country, request.params.slug, clock.now())
        : null;
    if (!site || !guide) return pages.notFound(request, reply);
    return pages.sendHtml(reply, guidePage(site, pages.urls, guide), PUBLIC_PAGE_CACHE);
  });
}
