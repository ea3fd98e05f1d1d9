import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@shared/i18n/catalogs';
import { initialsOf, placeOfProvider, providerCardView, type ProviderCardSource } from './provider-card-view';

const texts = CATALOGS.fr.ui.providerCard;
const t = (key: `ui.providerCard.${keyof typeof texts}`) =>
  texts[key.slice('ui.providerCard.'.length) as keyof typeof texts];
const page = 'http://localhost:3000/annuaire/rhone';

const STAR: ProviderCardSource = {
  name: 'Atelier Lumière',
  city: 'Lyon',
  cp: '69',
  profileUrl: '/wedding-planner/atelier-lumiere',
  profileImage: '/images/providers/41.jpg?w=160&h=160',
  isPremium: true,
  hasLoggedInTheLastDays: true,
  langues: [
    { iso: 'fr', label: 'Français' },
    { iso: 'en', label: 'English' },
    { iso: 'ar', label: 'العربية' },
  ],
  excerpt: 'Wedding planner passionnée…',
};

describe('providerCardView', () => {
  it('shows a premium, recently active provider with its marks, their hints and its languages', () => {
    expect(providerCardView(STAR, { photoSize: 80, pageUrl: page, t })).toEqual({
      name: 'Atelier Lumière',
      profileUrl: '/wedding-planner/atelier-lumiere',
      place: 'Lyon (69)',
      photo: { src: '/images/providers/41.jpg?w=160&h=160', width: 80, height: 80 },
      initials: 'AL',
      marks: [
        { kind: 'premium', label: 'Membre Premium', hint: texts.premiumHint },
        { kind: 'active', label: 'Actif récemment', hint: texts.recentlyActiveHint },
      ],
      languages: [
        { iso: 'fr', label: 'Français', flag: 'FR', code: 'FR' },
        { iso: 'en', label: 'English', flag: 'GB', code: 'EN' },
        { iso: 'ar', label: 'العربية', flag: null, code: 'AR' },
      ],
      languagesLabel: 'Langues parlées',
      excerpt: 'Wedding planner passionnée…',
    });
  });

  it('has no photo, no mark, no language and no excerpt where the provider has none', () => {
    const view = providerCardView(
      {
        ...STAR,
        profileImage: null,
        isPremium: false,
        hasLoggedInTheLastDays: false,
        langues: [],
        excerpt: undefined,
      },
      { photoSize: 72, pageUrl: page, t },
    );
    expect([view.photo, view.marks, view.languages, view.excerpt]).toEqual([null, [], [], '']);
  });

  it('shows the recently active mark alone for a provider who is not premium', () => {
    const view = providerCardView({ ...STAR, isPremium: false }, { photoSize: 80, pageUrl: page, t });
    expect(view.marks.map((mark) => mark.kind)).toEqual(['active']);
  });

  it('asks the image route for the photo at the size shown, times the density', () => {
    const photo = (photoSize: number, photoDensity?: number) =>
      providerCardView(STAR, { photoSize, photoDensity, pageUrl: page, t }).photo;
    expect(photo(72)).toEqual({ src: '/images/providers/41.jpg?w=160&h=160', width: 72, height: 72 });
    expect(photo(160)).toEqual({ src: '/images/providers/41.jpg?w=320&h=320', width: 160, height: 160 });
    expect(photo(160, 1)).toEqual({ src: '/images/providers/41.jpg?w=160&h=160', width: 160, height: 160 });
    const elsewhere = providerCardView(
      { ...STAR, profileImage: 'https://cdn.example.com/41.jpg' },
      { photoSize: 80, pageUrl: page, t },
    );
    expect(elsewhere.photo?.src).toBe('https://cdn.example.com/41.jpg');
  });
});

describe('placeOfProvider', () => {
  it('shows the postal code’s first two characters only', () => {
    expect(placeOfProvider({ city: 'Lyon', cp: '69003' })).toBe('Lyon (69)');
    expect(placeOfProvider({ city: 'Lyon', cp: null })).toBe('Lyon');
    expect(placeOfProvider({ city: null, cp: '75' })).toBe('(75)');
    expect(placeOfProvider({ city: null, cp: null })).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('atelier lumière de Lyon')).toBe('AL');
    expect(initialsOf('  Solène ')).toBe('S');
    expect(initialsOf('')).toBe('');
  });
});
