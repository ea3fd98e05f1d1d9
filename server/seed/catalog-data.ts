/** The reference lists every installation starts with. Names are French, the main site's language. */

export const LANGUAGE_LABELS: readonly { iso: string; label: string }[] = [
  { iso: 'fr', label: 'Français' },
  { iso: 'en', label: 'English' },
  { iso: 'nl', label: 'Nederlands' },
  { iso: 'de', label: 'Deutsch' },
  { iso: 'it', label: 'Italiano' },
  { iso: 'es', label: 'Español' },
  { iso: 'pt', label: 'Português' },
  { iso: 'pl', label: 'Polski' },
  { iso: 'ru', label: 'Русский' },
  { iso: 'ar', label: 'العربية' },
  { iso: 'zh', label: '中文' },
];

export const EVENT_TYPES: readonly { slug: string; name: string }[] = [
  { slug: 'wedding', name: 'Mariage' },
  { slug: 'engagement', name: 'Fiançailles' },
  { slug: 'civil-union', name: 'PACS' },
  { slug: 'vow-renewal', name: 'Renouvellement de vœux' },
  { slug: 'anniversary', name: 'Anniversaire de mariage' },
  { slug: 'birthday', name: 'Anniversaire' },
  { slug: 'baptism', name: 'Baptême' },
  { slug: 'communion', name: 'Communion' },
  { slug: 'bachelor-party', name: 'Enterrement de vie de célibataire' },
  { slug: 'baby-shower', name: 'Baby shower' },
  { slug: 'corporate', name: "Événement d'entreprise" },
  { slug: 'other', name: 'Autre événement' },
];

export const SERVICE_TYPES: readonly { slug: string; name: string }[] = [
  { slug: 'full-service', name: 'Organisation complète' },
  { slug: 'partial-planning', name: 'Organisation partielle' },
  { slug: 'day-of-coordination', name: 'Coordination du jour J' },
];

export type RangeKind = 'guest' | 'budget' | 'planner-budget';

export interface ProjectRangeSeed {
  kind: RangeKind;
  label: string;
  /** Inclusive bounds; null is open-ended. */
  min: number | null;
  max: number | null;
}

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Consecutive ranges from bounds [a, b, c…]: "less than a", "a to b", …, "c or more". */
function rangesFromBounds(
  kind: RangeKind,
  bounds: readonly number[],
  label: {
    under: (max: number) => string;
    between: (min: number, max: number) => string;
    over: (min: number) => string;
  },
): ProjectRangeSeed[] {
  const first = bounds[0] ?? 0;
  const last = bounds[bounds.length - 1] ?? 0;
  return [
    { kind, label: label.under(first), min: 0, max: first - 1 },
    ...bounds.slice(1).map((upper, index) => {
      const lower = bounds[index] ?? 0;
      return { kind, label: label.between(lower, upper), min: lower, max: upper - 1 };
    }),
    { kind, label: label.over(last), min: last, max: null },
  ];
}

export const PROJECT_RANGES: readonly ProjectRangeSeed[] = [
  ...rangesFromBounds('guest', [50, 100, 150, 200], {
    under: (max) => `Moins de ${max} invités`,
    between: (min, max) => `De ${min} à ${max - 1} invités`,
    over: (min) => `${min} invités et plus`,
  }),
  // The event's total budget.
  ...rangesFromBounds('budget', [10_000, 20_000, 35_000, 50_000], {
    under: (max) => `Moins de ${euros.format(max)}`,
    between: (min, max) => `De ${euros.format(min)} à ${euros.format(max)}`,
    over: (min) => `${euros.format(min)} et plus`,
  }),
  // What the couple plans to spend on the planner: the indicative prices
  // (docs/product/pricing-and-claims.md#indicative-prices) start at 1,500 € (day-of coordination), 2,000 €
  // (partial) and 4,000 € (full service).
  ...rangesFromBounds('planner-budget', [1_500, 3_000, 5_000, 8_000], {
    under: (max) => `Moins de ${euros.format(max)}`,
    between: (min, max) => `De ${euros.format(min)} à ${euros.format(max)}`,
    over: (min) => `${euros.format(min)} et plus`,
  }),
];
