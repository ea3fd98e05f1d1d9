// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { DirectoryCard } from '@shared/api/contract/directory';
import type { ProviderCard as ContactCard } from '@shared/api/contract/providers';
import { getI18n } from '@shared/i18n';
import { createQueryClient } from '@shared/api/query/query-client';
import { ResultCard } from '@islands/directory/search/result-card';
import { ProviderCard } from '@widgets/contact-widget/parts/provider-card';
import type { PublicSite } from '../seo/public-site';
import { providerCardList } from './provider-card';

/*
 * The server's HTML card of the listings, the search island's React card and the contact widget's suggestion
 * card are three renderings of one view model (shared/ui/provider-card): for the same provider they show the
 * same name, place, marks with their hints, and languages with the same flags.
 */

const SITE: PublicSite = {
  country: 'FR',
  language: 'fr',
  locale: 'fr-FR',
  origin: 'http://localhost:3000',
  brand: 'Wedding planners France',
};

const PROVIDER = {
  id: 41,
  name: 'Atelier Lumière',
  city: 'Lyon',
  cp: '69',
  profileUrl: '/wedding-planner/atelier-lumiere',
  profileImage: null,
  isPremium: true,
  hasLoggedInTheLastDays: true,
  langues: [
    { iso: 'fr', label: 'Français' },
    { iso: 'en', label: 'English' },
    { iso: 'ar', label: 'Arabe' },
  ],
};
const DIRECTORY_CARD: DirectoryCard = {
  ...PROVIDER,
  publicId: '3f0c2a4e-8d2b-4a47-9a53-3c2b1d0e9f11',
  excerpt: 'Wedding planner passionnée…',
};
const CONTACT_CARD: ContactCard = { ...PROVIDER, portrait: '<p>Wedding planner passionnée…</p>' };

interface Shown {
  name: string | undefined;
  place: string | undefined;
  marks: (string | null | undefined)[][];
  /** Each language's name, and its flag's drawing or its code. */
  languages: (string | null | undefined)[][];
}

function parse(markup: string): Document {
  return new JSDOM(`<body>${markup}</body>`).window.document;
}

function serverCard(): Shown {
  const document = parse(providerCardList([DIRECTORY_CARD], SITE).value);
  const card = document.querySelector('.directory-card');
  const drawing = (use: Element | null | undefined) =>
    use && document.querySelector(use.getAttribute('href') ?? '')?.innerHTML;
  return {
    name: card?.querySelector('h2 a')?.textContent ?? undefined,
    place: card?.querySelector('.pp-ui-provider-card__place')?.textContent ?? undefined,
    marks: [...(card?.querySelectorAll('.pp-ui-provider-card__marks .pp-ui-badge') ?? [])].map((mark) => [
      mark.querySelector('[tabindex="0"]')?.textContent,
      document.getElementById(
        mark.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? '',
      )?.textContent,
    ]),
    languages: [...(card?.querySelectorAll('.pp-ui-provider-card__languages li') ?? [])].map((item) => {
      const flag = item.querySelector('svg[role="img"]');
      return flag
        ? [flag.getAttribute('aria-label'), drawing(flag.querySelector('use'))]
        : [
            item.querySelector('.pp-ui-visually-hidden')?.textContent,
            item.querySelector('[aria-hidden="true"]')?.textContent,
          ];
    }),
  };
}

function renderReact(element: ReactElement): Document {
  return parse(
    renderToStaticMarkup(
      // The island's card holds a heart, which reads the favourites through the page's queries.
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={getI18n('fr')}>{element}</I18nextProvider>
      </QueryClientProvider>,
    ),
  );
}

function reactCard(element: ReactElement): Shown {
  const document = renderReact(element);
  const card = document.querySelector('.pp-ui-provider-card');
  const hintOf = (mark: Element) =>
    document.getElementById(mark.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? '');
  return {
    // The link's own text, without what a screen reader is told beside it (opens in a new tab).
    name: card?.querySelector('h3 a')?.firstChild?.textContent ?? undefined,
    place: card?.querySelector('.pp-ui-provider-card__place')?.textContent ?? undefined,
    marks: [...(card?.querySelectorAll('.pp-ui-provider-card__marks .pp-ui-badge') ?? [])].map((mark) => [
      mark.querySelector('[tabindex="0"]')?.textContent,
      hintOf(mark)?.textContent,
    ]),
    languages: [...(card?.querySelectorAll('.pp-ui-provider-card__languages li') ?? [])].map((item) => {
      const flag = item.querySelector('svg[role="img"]');
      return flag
        ? [flag.getAttribute('aria-label'), flag.innerHTML]
        : [
            item.querySelector('.pp-ui-visually-hidden')?.textContent,
            item.querySelector('[aria-hidden="true"]')?.textContent,
          ];
    }),
  };
}

describe('the three renderings of a provider’s card', () => {
  const server = serverCard();

  it('show on the server the name, the place, both marks with their hints and every language', () => {
    expect(server).toEqual({
      name: 'Atelier Lumière',
      place: 'Lyon (69)',
      marks: [
        ['Membre Premium', 'Membre d’une communauté de professionnels et d’un programme de formation'],
        ['Actif récemment', 'Ce wedding planner s’est connecté au cours des 90 derniers jours'],
      ],
      languages: [
        ['Français', expect.stringContaining('#002654')],
        ['English', expect.stringContaining('#012169')],
        ['Arabe', 'AR'],
      ],
    });
  });

  it('show the same in the search island’s card', () => {
    expect(reactCard(<ResultCard provider={DIRECTORY_CARD} country="FR" language="fr" />)).toEqual(server);
  });

  it('show the same in the contact widget’s suggestion card', () => {
    expect(reactCard(<ProviderCard provider={CONTACT_CARD} send={undefined} onContact={() => {}} />)).toEqual(
      server,
    );
  });
});

/**
 * The card's skeleton: each element's tag (headings as `h`, their level being the page's business) and
 * classes, in document order, down to the heart's room (its content is the heart island's) and the flags
 * (drawn in full by React, pointing to the page's drawings on the server).
 */
function skeleton(card: Element | null): string[] {
  if (!card) return [];
  const shape = (element: Element) =>
    `${/^h\d$/.test(element.localName) ? 'h' : element.localName}.${[...element.classList].join('.')}`;
  const walk = (element: Element): string[] => [
    shape(element),
    ...(element.classList.contains('pp-ui-provider-card__heart') || element.localName === 'svg'
      ? []
      : [...element.children].flatMap(walk)),
  ];
  return walk(card);
}

describe('the listing’s card, from the server and from the search island', () => {
  it('have the same elements with the same classes in the same order, under one stylesheet’s names', () => {
    const server = skeleton(
      parse(providerCardList([DIRECTORY_CARD], SITE).value).querySelector('.directory-card article'),
    );
    const island = skeleton(
      renderReact(<ResultCard provider={DIRECTORY_CARD} country="FR" language="fr" />).querySelector(
        'article',
      ),
    );
    expect(server[0]).toBe('article.pp-ui-provider-card.pp-ui-provider-card--listing.pp-ui-theme');
    expect(server).toContain('div.pp-ui-provider-card__heart');
    expect(island).toEqual(server);
  });
});
