import { dateTimeFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import type { Queryable } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import { directoryDocument } from '../directory/directory-document';
import { GUIDES_PATH, guidePath } from '../directory/directory-paths';
import { redirectTrailingSlash } from '../trailing-slash-redirect';
import type { PublicPages } from '../public-pages';
import { html, SafeHtml } from '@server/html/html';
import { itemList } from '../seo/json-ld';
import { alternatesOnEverySite, onlyAlternate, type PublicSite, type SiteUrls } from '../seo/public-site';
import { findGuide, listGuides, type Guide, type GuideSummary } from './guides';

const PUBLICATION_DATE = { dateStyle: 'long', timeZone: 'UTC' } as const;

function publishedOn(site: PublicSite, date: Date): SafeHtml {
  const text = dateTimeFormat(site.locale, PUBLICATION_DATE).format(date);
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
        publisher: { '@type': 'Organization', name: site.brand, url: site.origin },
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

export function registerGuidePages(pages: PublicPages, { db, clock }: { db: Queryable; clock: Clock }): void {
  pages.get(GUIDES_PATH, async ({ site }) =>
    guideListPage(site, pages.urls, await listGuides(db, site.country, clock.now())),
  );
  pages.get<{ Params: { slug: string } }>('/guide/:slug', async ({ site, request, notFound }) => {
    const { slug } = request.params;
    const guide = SLUG.test(slug) ? await findGuide(db, site.country, slug, clock.now()) : null;
    if (!guide) return notFound();
    return guidePage(site, pages.urls, guide);
  });
  // `/guide/list/` included: the slug `list` moves to the list itself.
  redirectTrailingSlash(pages, '/guide/:slug');
}
