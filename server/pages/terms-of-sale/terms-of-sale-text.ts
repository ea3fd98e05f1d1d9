/**
 * The sections of the terms of sale, in the order they are shown: each one's id is its anchor in the page
 * (`/cgv/#accounts`), the same in every language.
 */
export const TERMS_SECTION_IDS = [
  'operator',
  'definitions',
  'purpose',
  'accounts',
  'couples',
  'planners',
  'obligations',
  'reviews',
  'liability',
  'intellectual-property',
  'personal-data',
  'withdrawal',
  'changes',
  'disputes',
  'version',
] as const;

export type TermsSectionId = (typeof TERMS_SECTION_IDS)[number];

export interface TermsSection {
  heading: string;
  /** `{date}` stands for the version's date, written out in the language. */
  paragraphs: readonly string[];
}

/** The terms of sale in one language. */
export interface TermsOfSaleText {
  title: string;
  /** The page's meta description, for search engines and link previews. */
  description: string;
  /** The heading of the table of contents. */
  contents: string;
  /** The line under the title that dates the version; `{date}` as in the paragraphs. */
  inForce: string;
  sections: Readonly<Record<TermsSectionId, TermsSection>>;
}

/** The day this version of the terms took effect (YYYY-MM-DD): change it with any change of the texts. */
export const TERMS_VERSION_DATE = '2026-11-25';
