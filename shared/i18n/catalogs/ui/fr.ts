import type { CountryCode } from '@shared/sites/sites';
import type { Language } from '@shared/i18n/languages';

/**
 * The texts of the shared components (`shared/ui`) and the names they show: countries, languages.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  /** Texts inside the shared components (`shared/ui`). */
  ui: {
    otp: {
      digit: 'Chiffre {{position}} sur {{length}}',
    },
    dialog: {
      close: 'Fermer',
    },
    phone: {
      country: 'Pays du numéro',
    },
    newTab: '(s’ouvre dans un nouvel onglet)',
    /** The city field's search (shared/features/city-field), said while the couple types. */
    citySearch: {
      searching: 'Recherche…',
      noneFound: 'Aucune ville trouvée',
    },
    /** What a provider's card shows beside the provider's own data (shared/ui/provider-card). */
    providerCard: {
      premium: 'Membre Premium',
      premiumHint: 'Membre d’une communauté de professionnels et d’un programme de formation',
      recentlyActive: 'Actif récemment',
      recentlyActiveHint: 'Ce wedding planner s’est connecté au cours des 90 derniers jours',
      respondsQuickly: 'Répond vite',
      respondsQuicklyHint:
        'Ce wedding planner répond à au moins 80 % des demandes, en moins de 24 heures le plus souvent',
      languages: 'Langues parlées',
    },
    field: {
      required: '(obligatoire)',
      optional: '(facultatif)',
    },
    form: {
      errorSummary: 'Le formulaire contient des erreurs :',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: 'Monter {{row}}',
      moveDown: 'Descendre {{row}}',
      remove: 'Retirer {{row}}',
      moved: '{{row}} déplacé en position {{position}}',
      removed: '{{row}} retiré',
    },
    /** A region whose content could not be loaded (shared/ui/query-state). */
    queryState: {
      retry: 'Réessayer',
    },
  },
  countries: {
    FR: 'France',
    BE: 'Belgique',
    GB: 'Royaume-Uni',
    DE: 'Allemagne',
    IT: 'Italie',
    ES: 'Espagne',
    PT: 'Portugal',
  } satisfies Record<CountryCode, string>,
  languages: {
    fr: 'Français',
    en: 'Anglais',
    nl: 'Néerlandais',
    de: 'Allemand',
    it: 'Italien',
    es: 'Espagnol',
    pt: 'Portugais',
  } satisfies Record<Language, string>,
};
