/**
 * The class names of a provider card's parts, for every rendering: the React cards (shared/ui/provider-card)
 * and the HTML the server writes into its listings and profiles, all styled by provider-card.css.
 */
export const PROVIDER_CARD_CLASSES = {
  card: 'pp-ui-provider-card',
  /** Beside `card`, a card of a listing (the server's pages and the search island's results). */
  listing: 'pp-ui-provider-card--listing',
  photo: 'pp-ui-provider-card__photo',
  /** Beside `photo`, where the provider has none: the initials on a plain disc. */
  photoPlaceholder: 'pp-ui-provider-card__photo--placeholder',
  /** Name, place, marks, languages and excerpt. */
  main: 'pp-ui-provider-card__main',
  name: 'pp-ui-provider-card__name',
  place: 'pp-ui-provider-card__place',
  marks: 'pp-ui-provider-card__marks',
  languages: 'pp-ui-provider-card__languages',
  flag: 'pp-ui-provider-card__flag',
  excerpt: 'pp-ui-provider-card__excerpt',
  /** The favourite heart's room on a listing's card. */
  heart: 'pp-ui-provider-card__heart',
} as const;
