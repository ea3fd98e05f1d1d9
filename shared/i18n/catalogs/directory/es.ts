import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Encuentra un wedding planner',
      service: 'Servicio',
      anyService: 'Todos los servicios',
      region: 'Comunidad autónoma',
      anyRegion: 'Todas las comunidades',
      regionOption: '{{name}} ({{count}})',
      city: 'Localidad',
      cityHint: 'Los wedding planners a menos de {{radius}} km de la ciudad elegida.',
      submit: 'Buscar',
      searching: 'Buscando…',
      found: 'Wedding planners encontrados: {{count}}',
      foundPage: 'Wedding planners encontrados: {{count}}. Página {{page}} de {{pageCount}}.',
      retry: 'Reintentar',
      pagination: 'Páginas de resultados',
      previous: 'Página anterior',
      next: 'Página siguiente',
      pageLabel: 'Página {{page}} de resultados',
    },
    favorite: {
      add: 'Añadir {{name}} a mis favoritos',
      added: '{{name}} está en tus favoritos.',
      removed: '{{name}} ya no está en tus favoritos.',
      failed: 'No se han podido modificar tus favoritos para {{name}}: {{detail}}',
      signInTitle: 'Inicia sesión para añadir {{name}} a tus favoritos',
      signInHeading: 'Tu número de teléfono',
      inscriptionIntro: 'Tu perfil guarda tus favoritos y te permite contactar con wedding planners.',
    },
  },
} satisfies typeof french;
