import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Encontre um wedding planner',
      service: 'Serviço',
      anyService: 'Todos os serviços',
      region: 'Distrito',
      anyRegion: 'Todos os distritos',
      regionOption: '{{name}} ({{count}})',
      city: 'Localidade',
      cityHint: 'Os wedding planners a menos de {{radius}} km da cidade escolhida.',
      submit: 'Pesquisar',
      searching: 'A pesquisar…',
      found: 'Wedding planners encontrados: {{count}}',
      foundPage: 'Wedding planners encontrados: {{count}}. Página {{page}} de {{pageCount}}.',
      retry: 'Tentar novamente',
      pagination: 'Páginas de resultados',
      previous: 'Página anterior',
      next: 'Página seguinte',
      pageLabel: 'Página {{page}} dos resultados',
    },
    favorite: {
      add: 'Adicionar {{name}} aos meus favoritos',
      added: '{{name}} está nos seus favoritos.',
      removed: '{{name}} já não está nos seus favoritos.',
      failed: 'Não foi possível alterar os seus favoritos para {{name}}: {{detail}}',
      signInTitle: 'Inicie sessão para adicionar {{name}} aos seus favoritos',
      signInHeading: 'O seu número de telefone',
      inscriptionIntro: 'O seu perfil guarda os seus favoritos e permite-lhe contactar wedding planners.',
    },
  },
} satisfies typeof french;
