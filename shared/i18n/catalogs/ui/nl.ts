import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Cijfer {{position}} van {{length}}',
    },
    dialog: {
      close: 'Sluiten',
    },
    phone: {
      country: 'Land van het nummer',
    },
    newTab: '(opent in een nieuw tabblad)',
    citySearch: {
      searching: 'Zoeken…',
      noneFound: 'Geen plaats gevonden',
    },
    providerCard: {
      premium: 'Premium-lid',
      premiumHint: 'Lid van een professionele community en een opleidingsprogramma',
      recentlyActive: 'Onlangs actief',
      recentlyActiveHint: 'Deze weddingplanner was de afgelopen 90 dagen online',
      respondsQuickly: 'Reageert snel',
      respondsQuicklyHint:
        'Deze weddingplanner beantwoordt minstens 80% van de aanvragen, meestal binnen 24 uur',
      languages: 'Gesproken talen',
    },
    field: {
      required: '(verplicht)',
      optional: '(optioneel)',
    },
    form: {
      errorSummary: 'Het formulier bevat fouten:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: '{{row}} omhoog',
      moveDown: '{{row}} omlaag',
      remove: '{{row}} verwijderen',
      moved: '{{row}} verplaatst naar positie {{position}}',
      removed: '{{row}} verwijderd',
    },
    queryState: {
      retry: 'Opnieuw proberen',
    },
  },
  countries: {
    FR: 'Frankrijk',
    BE: 'België',
    GB: 'Verenigd Koninkrijk',
    DE: 'Duitsland',
    IT: 'Italië',
    ES: 'Spanje',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Frans',
    en: 'Engels',
    nl: 'Nederlands',
    de: 'Duits',
    it: 'Italiaans',
    es: 'Spaans',
    pt: 'Portugees',
  },
} satisfies typeof french;
