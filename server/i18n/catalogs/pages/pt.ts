import type { PagesTexts } from './fr';

export const pt: PagesTexts = {
  pages: {
    home: {
      title: 'Encontre o seu wedding planner',
      description: 'Mais de 500 wedding planners, uma resposta em menos de 24 horas.',
      providers: 'Mais de 500 prestadores',
      replyTime: 'Uma resposta em menos de 24 horas',
      severalProviders: 'Contactar vários prestadores multiplica as suas respostas por 6',
      algorithm: 'O nosso algoritmo seleciona 3 perfis para si',
      pricesTitle: 'Preços indicativos',
      fullService: 'Organização completa: a partir de {{price}}',
      partialService: 'Organização parcial: a partir de {{price}}',
      dayOfCoordination: 'Coordenação no dia do casamento: a partir de {{price}}',
      claimsTitle: 'Porquê organizar connosco',
      stepsTitle: 'Como funciona',
      step1Title: 'Pesquisar',
      step1Text:
        'Escolha um serviço, uma região ou uma cidade: o diretório mostra-lhe os wedding planners que lá trabalham.',
      step2Title: 'Comparar',
      step2Text:
        'Veja os seus perfis, as suas fotografias e as línguas que falam, e guarde os seus favoritos.',
      step3Title: 'Contactar',
      step3Text:
        'Descreva o seu casamento uma só vez e envie o pedido a vários wedding planners: respondem em menos de 24 horas.',
      featuredTitle: 'Wedding planners em destaque',
      featuredEmpty:
        'Ainda não há wedding planners em destaque neste site: percorra o diretório para conhecer os inscritos.',
      featuredAll: 'Ver todos os wedding planners',
      areasAllDepartment: 'Ver todos os concelhos',
      areasAllRegion: 'Ver todos os distritos',
      guidesAll: 'Ver todos os nossos guias',
      projectTitle: 'O seu casamento começa aqui',
      projectText:
        'Crie o seu projeto em poucos minutos: data, local, orçamento. Os wedding planners indicados para si respondem-lhe.',
      projectCall: 'Começar o meu projeto',
      plannersTitle: 'É wedding planner?',
      plannersText:
        'Mostre o seu trabalho aos casais da sua região e receba os pedidos deles na sua área de prestador.',
      plannersCall: 'Aceder à área de prestador',
    },
    project: {
      title: 'O meu projeto de casamento',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Alterar',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Criar o meu projeto',
        intro:
          'Crie o seu projeto de casamento em cinco passos e envie-o aos wedding planners da sua escolha.',
        noScript:
          'Esta página precisa de JavaScript para guardar as suas respostas à medida que avança. Ative-o ou contacte um wedding planner a partir da página dele.',
        loading: 'A carregar o formulário…',
        stepsLabel: 'Os passos',
      },
      nav: {
        label: 'Navegação do site',
        home: 'O meu projeto',
        search: 'Pesquisar',
        favorites: 'Os meus favoritos',
        testimonials: 'Testemunhos',
        account: 'A minha conta',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'O meu projeto de casamento',
        projectLoading: 'A carregar o projeto…',
        accountLoading: 'A carregar a sua conta…',
        favoritesLoading: 'A carregar os seus favoritos…',
        needsScript: 'Esta página precisa de JavaScript para mostrar as suas informações.',
      },
      shell: {
        signIn: 'Iniciar sessão',
        welcomeTitle: 'Bem-vindos ao vosso projeto de casamento',
        welcomeText:
          'Descrevam o vosso casamento, recebam os perfis de wedding planners escolhidos para vocês e contactem-nos em poucos minutos.',
        claimsTitle: 'O que fazemos por vocês',
        startProject: 'Começar um projeto',
        signInLoading: 'A carregar o início de sessão por telefone…',
        coupleTitle: 'Os vossos próximos projetos',
        coupleLoading: 'A carregar os vossos projetos…',
        registerTitle: 'Criar a minha conta',
        registerText:
          'Confirmem o vosso número de telefone por SMS e criem o vosso perfil: depois poderão descrever o vosso projeto e contactar wedding planners.',
        testimonialsTitle: 'Encontraram o seu wedding planner',
        testimonialsIntro: 'Casais contam como prepararam o seu casamento connosco.',
        searchTitle: 'Encontrar um wedding planner',
        searchIntro:
          'Pesquisem entre os wedding planners do diretório e adicionem ao vosso projeto os que vos agradarem.',
        weddingIn: 'Casamento em {{place}}, {{year}}',
        testimonials: {
          quote1:
            'Recebemos três propostas numa só noite. A nossa wedding planner tratou de tudo e finalmente aproveitámos os preparativos.',
          quote2:
            'Organizar o casamento a partir do estrangeiro assustava-nos. Descrevemos o projeto uma vez e as respostas chegaram em menos de um dia.',
          quote3: 'Procurávamos uma coordenadora só para o grande dia: o algoritmo acertou à primeira.',
          quote4:
            'Contactar vários wedding planners permitiu-nos comparar com calma. Recomendamos a todos os nossos amigos.',
        },
      },
    },
    backOffice: {
      title: 'Área de prestadores',
      nav: {
        label: 'Área de prestadores',
        dashboard: 'Painel',
        profile: 'O meu perfil',
        credits: 'Créditos',
        account: 'A minha conta',
      },
      signIn: 'Iniciar sessão',
      titles: {
        login: 'Início de sessão',
        register: 'Criar uma conta de prestador',
        forgotPassword: 'Palavra-passe esquecida',
        resetPassword: 'Nova palavra-passe',
        confirmEmail: 'Confirmação do seu endereço',
        dashboard: 'Painel',
        account: 'A minha conta',
        supportAccess: 'Acesso do suporte',
      },
      registerLead: 'Apresente a sua empresa aos casais que preparam o casamento.',
      supportAccessLead:
        'Atue por um fornecedor durante uma hora no máximo; tudo o que fizer fica registado no respetivo registo.',
      loading: 'A carregar…',
      noScript: 'Esta página precisa de JavaScript. Ative-o para continuar.',
    },
    notFound: {
      backHome: 'Voltar à página inicial',
    },
    provider: {
      portraitTitle: 'Apresentação',
      languagesTitle: 'Línguas faladas',
      servicesTitle: 'Serviços',
      experiencesTitle: 'Experiência',
      contactTitle: 'Contactar {{name}}',
      contactButton: 'Contactar',
      skipToContact: 'Ir para o formulário de contacto',
      photoAlt: 'Fotografia de {{name}}',
      portfoliosTitle: 'Casamentos reais',
      portfolioImageAlt: '{{title}}, foto {{position}}',
      portfolioCarousel: 'Fotos de {{title}}',
      portfolioBack: 'Voltar ao perfil de {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Ir para o conteúdo',
      menu: 'Menu',
      directory: 'Diretório',
      guides: 'Guias',
      startProject: 'Começar o meu projeto',
      forPlanners: 'Para wedding planners',
      switcherLabel: 'País e língua',
    },
    footer: {
      sitesLabel: 'Os nossos sites',
      navLabel: 'Rodapé',
      tagline: 'O diretório de wedding planners em sete países da Europa.',
      couplesTitle: 'Noivos',
      plannersTitle: 'Profissionais',
      aboutTitle: 'Sobre nós',
      termsOfSale: 'Condições gerais de venda',
    },
  },
};
