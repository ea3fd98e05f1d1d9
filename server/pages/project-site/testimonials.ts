import type { ServerTranslationKey } from '@server/i18n/translate';

/**
 * The couples' testimonials the project site shows. A data module rather than a table: they are the
 * product's own marketing copy, translated in the catalogs like every other text of the site, written by
 * nobody through the application and changed only with a release; a table would add a migration, a seed
 * and a query per page for seven fixed texts in seven languages.
 */
export interface Testimonial {
  /** The couple's first names, as they signed. */
  couple: string;
  place: string;
  year: number;
  quote: ServerTranslationKey;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    couple: 'Camille & Julien',
    place: 'Lyon',
    year: 2025,
    quote: 'pages.projectSite.shell.testimonials.quote1',
  },
  {
    couple: 'Sophie & Thomas',
    place: 'Bruges',
    year: 2025,
    quote: 'pages.projectSite.shell.testimonials.quote2',
  },
  {
    couple: 'Giulia & Marco',
    place: 'Lucca',
    year: 2024,
    quote: 'pages.projectSite.shell.testimonials.quote3',
  },
  {
    couple: 'Inês & Rui',
    place: 'Sintra',
    year: 2024,
    quote: 'pages.projectSite.shell.testimonials.quote4',
  },
];
