import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Dígito {{position}} de {{length}}',
    },
    dialog: {
      close: 'Cerrar',
    },
    phone: {
      country: 'País del número',
    },
    newTab: '(se abre en una pestaña nueva)',
    citySearch: {
      searching: 'Buscando…',
      noneFound: 'No se ha encontrado ninguna ciudad',
    },
    providerCard: {
      premium: 'Miembro Premium',
      premiumHint: 'Miembro de una comunidad profesional y de un programa de formación',
      recentlyActive: 'Activo recientemente',
      recentlyActiveHint: 'Este wedding planner se ha conectado en los últimos 90 días',
      respondsQuickly: 'Responde rápido',
      respondsQuicklyHint:
        'Este wedding planner responde al menos al 80 % de las solicitudes, casi siempre en menos de 24 horas',
      languages: 'Idiomas hablados',
    },
    field: {
      required: '(obligatorio)',
      optional: '(opcional)',
    },
    form: {
      errorSummary: 'El formulario contiene errores:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: 'Subir {{row}}',
      moveDown: 'Bajar {{row}}',
      remove: 'Quitar {{row}}',
      moved: '{{row}} movido a la posición {{position}}',
      removed: '{{row}} quitado',
    },
    queryState: {
      retry: 'Reintentar',
    },
  },
  countries: {
    FR: 'Francia',
    BE: 'Bélgica',
    GB: 'Reino Unido',
    DE: 'Alemania',
    IT: 'Italia',
    ES: 'España',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Francés',
    en: 'Inglés',
    nl: 'Neerlandés',
    de: 'Alemán',
    it: 'Italiano',
    es: 'Español',
    pt: 'Portugués',
  },
} satisfies typeof french;
