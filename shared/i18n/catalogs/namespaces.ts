import type { NamespaceTexts } from './every-text';

/*
 * Browsers download the texts by namespace and in one language: a namespace is a folder holding one file per
 * language (`<namespace>/<language>.ts`), and each file is one small chunk of the build, fetched when an element
 * or an island that declares the namespace appears (see `load-texts.ts`). A namespace holds whole top-level
 * groups of keys (the part of a key before its first dot), each group in one namespace only: `GROUPS` below.
 *
 * A new text goes into its feature's group, in the seven files of that group's namespace. A new feature gets a
 * group of its own, in a new namespace unless it shares an existing one's texts: a folder of seven files, its
 * line in `GROUPS`, then `npm run catalogs`, which writes the imports of every file (`every-text.ts`). A
 * namespace an element declares goes into the elements' list of `import-namespace.ts` too.
 */

export type { NamespaceTexts };
export type Namespace = keyof NamespaceTexts;

/**
 * The top-level groups of keys each namespace holds: the key `carousel.label` is in `carousel/<language>.ts`,
 * `errors.unknown` in `common/<language>.ts`. The catalog test checks each namespace's files hold exactly these.
 */
export const GROUPS: { readonly [N in Namespace]: readonly (keyof NamespaceTexts[N] & string)[] } = {
  /** What every feature may show: the failure screen, the API errors, the session expiry. */
  common: ['common', 'errors', 'session'],
  /** The messages of the validation rules, for every form. */
  validation: ['validation'],
  /** The shared components (`shared/ui`) and the names they show. */
  ui: ['ui', 'countries', 'languages'],
  carousel: ['carousel'],
  'rich-text': ['richText'],
  'phone-mask': ['phoneMask'],
  'date-picker': ['datePicker'],
  /** The contact widget and the phone sign-in it shares with the favourites. */
  'contact-widget': ['contactWidget'],
  directory: ['directoryIslands'],
  /** The project site's creation wizard (shared/features/project-wizard/). */
  'project-wizard': ['projectWizard'],
  /** The project site's project view, account settings and favourites (islands/project/). */
  'project-view': ['projectView', 'accountSettings', 'favoritesList'],
  /** The project site's shell: its header's session, its home, its sign-in, adding a planner to a project. */
  'project-site': ['projectSite'],
  /** The back-office's shell: its header's session, its pages' frame, the password field, the dashboard. */
  'back-office-shell': ['backOfficeShell'],
  /** The back-office's sign-in, sign-up, password reset and address confirmation. */
  'back-office-sign-in': ['backOfficeSignIn'],
  /** The back-office's account page. */
  'back-office-account': ['backOfficeAccount'],
  /** The back-office's profile area: what the public profile shows of the company (islands/back-office/). */
  'back-office-profile': ['backOfficeProfile'],
  /** The back-office's company page and its onboarding checklist. */
  'back-office-company': ['backOfficeCompany'],
  /** The back-office's photos page: the gallery and the profile photo (islands/back-office/photos/). */
  'back-office-photos': ['backOfficePhotos'],
  /** The back-office's venues and videos pages (islands/back-office/venues/, videos/). */
  'back-office-media': ['backOfficeVenues', 'backOfficeVideos'],
  /** The back-office's leads: the inbox, a lead's quality card, unlocking and declining (islands/back-office/leads/). */
  'back-office-leads': ['backOfficeLeads'],
  /** Support access: the banner while support acts as a provider, the admin's start, the provider's log. */
  'back-office-support-access': ['backOfficeSupportAccess'],
  /** The dashboard's promotional alert and popup (islands/back-office/marketing/). */
  'back-office-marketing': ['backOfficeMarketing'],
  /** The back-office's credits page: the balance, the packs, the ledger and the receipts (islands/back-office/credits/). */
  'back-office-credits': ['backOfficeCredits'],
  /** The back-office's portfolios: real weddings, their sortable photos (islands/back-office/portfolios/). */
  'back-office-portfolios': ['backOfficePortfolios'],
  /** The back-office's premium page: the subscription, subscribing and managing it (islands/back-office/premium/). */
  'back-office-premium': ['backOfficePremium'],
  /** The back-office's reviews: the list, replies and reports (islands/back-office/reviews/). */
  'back-office-reviews': ['backOfficeReviews'],
  /** The back-office's Instagram page: linking the account, its latest posts (islands/back-office/instagram/). */
  'back-office-instagram': ['backOfficeInstagram'],
  /** The back-office's statistics: views, rates, the funnel, the portfolios' views (islands/back-office/statistics/). */
  'back-office-statistics': ['backOfficeStatistics'],
};

/** Every namespace, for what needs all the texts: the server, the tests. */
export const NAMESPACES = Object.keys(GROUPS) as readonly Namespace[];

/** The namespace holding a key (`errors.unknown` → `common`), or undefined for a key of no group. */
export function namespaceOf(key: string): Namespace | undefined {
  const group = key.split('.', 1)[0];
  return NAMESPACES.find((namespace) => (GROUPS[namespace] as readonly string[]).includes(group ?? ''));
}

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** The whole catalog of one language: every namespace's groups together, as French has them. */
export type Catalog = UnionToIntersection<NamespaceTexts[Namespace]>;
