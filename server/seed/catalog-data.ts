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

/** A reference list's entry named in each language of the sites (the venue lists keep every name in the row). */
export interface NamedInEveryLanguage {
  slug: string;
  names: Readonly<Record<'fr' | 'en' | 'nl' | 'de' | 'it' | 'es' | 'pt', string>>;
}

/** What kind of place a venue is (docs/product/back-office.md#venues). */
export const VENUE_TYPES: readonly NamedInEveryLanguage[] = [
  {
    slug: 'castle',
    names: {
      fr: 'Château',
      en: 'Castle',
      nl: 'Kasteel',
      de: 'Schloss',
      it: 'Castello',
      es: 'Castillo',
      pt: 'Castelo',
    },
  },
  {
    slug: 'estate',
    names: {
      fr: 'Domaine',
      en: 'Estate',
      nl: 'Landgoed',
      de: 'Landgut',
      it: 'Tenuta',
      es: 'Finca',
      pt: 'Quinta',
    },
  },
  {
    slug: 'manor',
    names: {
      fr: 'Manoir',
      en: 'Manor house',
      nl: 'Landhuis',
      de: 'Herrenhaus',
      it: 'Villa padronale',
      es: 'Casa señorial',
      pt: 'Solar',
    },
  },
  {
    slug: 'farmhouse',
    names: {
      fr: 'Ferme ou mas',
      en: 'Farmhouse',
      nl: 'Boerderij',
      de: 'Bauernhof',
      it: 'Casale',
      es: 'Masía',
      pt: 'Casa de campo',
    },
  },
  {
    slug: 'vineyard',
    names: {
      fr: 'Domaine viticole',
      en: 'Vineyard',
      nl: 'Wijndomein',
      de: 'Weingut',
      it: 'Cantina',
      es: 'Bodega',
      pt: 'Adega',
    },
  },
  {
    slug: 'hotel',
    names: { fr: 'Hôtel', en: 'Hotel', nl: 'Hotel', de: 'Hotel', it: 'Hotel', es: 'Hotel', pt: 'Hotel' },
  },
  {
    slug: 'reception-hall',
    names: {
      fr: 'Salle de réception',
      en: 'Reception hall',
      nl: 'Feestzaal',
      de: 'Festsaal',
      it: 'Sala ricevimenti',
      es: 'Salón de banquetes',
      pt: 'Salão de festas',
    },
  },
  {
    slug: 'restaurant',
    names: {
      fr: 'Restaurant',
      en: 'Restaurant',
      nl: 'Restaurant',
      de: 'Restaurant',
      it: 'Ristorante',
      es: 'Restaurante',
      pt: 'Restaurante',
    },
  },
  {
    slug: 'beach',
    names: { fr: 'Plage', en: 'Beach', nl: 'Strand', de: 'Strand', it: 'Spiaggia', es: 'Playa', pt: 'Praia' },
  },
  {
    slug: 'other',
    names: {
      fr: 'Autre lieu',
      en: 'Other venue',
      nl: 'Andere locatie',
      de: 'Anderer Ort',
      it: 'Altro luogo',
      es: 'Otro lugar',
      pt: 'Outro local',
    },
  },
];

/** What a venue offers its guests (the back-office's venue services). */
export const VENUE_PRESTATIONS: readonly NamedInEveryLanguage[] = [
  {
    slug: 'accommodation',
    names: {
      fr: 'Hébergement sur place',
      en: 'On-site accommodation',
      nl: 'Overnachting ter plaatse',
      de: 'Übernachtung vor Ort',
      it: 'Alloggio in loco',
      es: 'Alojamiento en el lugar',
      pt: 'Alojamento no local',
    },
  },
  {
    slug: 'catering',
    names: {
      fr: 'Traiteur',
      en: 'Catering',
      nl: 'Catering',
      de: 'Catering',
      it: 'Catering',
      es: 'Catering',
      pt: 'Catering',
    },
  },
  {
    slug: 'outdoor-ceremony',
    names: {
      fr: 'Cérémonie en extérieur',
      en: 'Outdoor ceremony',
      nl: 'Ceremonie buiten',
      de: 'Trauung im Freien',
      it: 'Cerimonia all’aperto',
      es: 'Ceremonia al aire libre',
      pt: 'Cerimónia ao ar livre',
    },
  },
  {
    slug: 'parking',
    names: {
      fr: 'Parking',
      en: 'Parking',
      nl: 'Parkeerplaats',
      de: 'Parkplatz',
      it: 'Parcheggio',
      es: 'Aparcamiento',
      pt: 'Estacionamento',
    },
  },
  {
    slug: 'step-free-access',
    names: {
      fr: 'Accès de plain-pied',
      en: 'Step-free access',
      nl: 'Drempelvrije toegang',
      de: 'Stufenloser Zugang',
      it: 'Accesso senza gradini',
      es: 'Acceso sin escalones',
      pt: 'Acesso sem degraus',
    },
  },
  {
    slug: 'late-party',
    names: {
      fr: 'Soirée sans limite d’horaire',
      en: 'No curfew for the party',
      nl: 'Feest zonder eindtijd',
      de: 'Feiern ohne Sperrstunde',
      it: 'Festa senza limiti di orario',
      es: 'Fiesta sin límite de horario',
      pt: 'Festa sem limite de horário',
    },
  },
  {
    slug: 'swimming-pool',
    names: {
      fr: 'Piscine',
      en: 'Swimming pool',
      nl: 'Zwembad',
      de: 'Schwimmbad',
      it: 'Piscina',
      es: 'Piscina',
      pt: 'Piscina',
    },
  },
  {
    slug: 'chapel',
    names: {
      fr: 'Chapelle',
      en: 'Chapel',
      nl: 'Kapel',
      de: 'Kapelle',
      it: 'Cappella',
      es: 'Capilla',
      pt: 'Capela',
    },
  },
];
