import type { ServerCatalog } from './fr';

export const pt: ServerCatalog = {
  server: {
    paymentGatewayUnavailable:
      'O serviço de pagamento não está a responder neste momento. Tente novamente dentro de alguns minutos: nada foi cobrado.',
    receiptNotFound: 'Este recibo não existe.',
    authenticationRequired: 'Autenticação necessária',
    wrongRole: 'Esta conta não tem acesso a esta página.',
    sessionExpired: 'Sessão expirada',
    codeCooldown: 'Aguarde antes de pedir um novo código.',
    tooManyCodesForPhone: 'Foram pedidos demasiados códigos para este número. Tente novamente mais tarde.',
    tooManyCodesFromAddress:
      'Foram pedidos demasiados códigos a partir deste endereço. Tente novamente mais tarde.',
    tooManyCodesFromNetwork:
      'Foram pedidos demasiados códigos a partir da sua rede. Tente novamente mais tarde.',
    phoneNotMobile: 'Este número não pode receber SMS: indique um número de telemóvel.',
    smsBudgetExceeded:
      'O envio de códigos por SMS está suspenso por momentos. Tente novamente dentro de alguns minutos.',
    phoneNotVerified: 'Este número de telefone tem primeiro de ser verificado com o código recebido por SMS.',
    accountExists: 'Já existe uma conta para este número de telefone.',
    smsNotSent: 'Não foi possível enviar o SMS. Tente novamente dentro de instantes.',
    internalError: 'Erro interno do servidor',
    tooManyRequests: 'Demasiados pedidos. Tente novamente dentro de momentos.',
    serviceUnavailable:
      'O serviço está momentaneamente indisponível. Tente novamente dentro de alguns segundos.',
    smsCode: 'O seu código de verificação: {{code}}',
    unknownEventType: 'Este tipo de evento não existe.',
    unknownServiceType: 'Este tipo de serviço não existe.',
    unknownRange: 'Este intervalo não existe: escolha um da lista.',
    projectNotFound: 'Este projeto não foi encontrado.',
    projectClosed: 'Este projeto está encerrado: já não pode ser alterado nem enviado.',
    tooManyRequestsSent: 'Enviou muitos pedidos hoje. Tente novamente amanhã ou escreva-nos.',
    tooManyOpenProjects: 'Já tem {{max}} projetos abertos: encerre um antes de criar outro.',
    tooManyProjectsCreated:
      'Criou muitos projetos em pouco tempo. Tente novamente mais tarde ou escreva-nos.',
    tooManyFavorites: 'Já tem {{max}} favoritos: remova um antes de adicionar outro.',
    providerNotFound: 'Este fornecedor não foi encontrado.',
    forbiddenWhileImpersonating:
      'Durante um acesso do suporte, só o titular da conta pode fazer isto: é recusado.',
    impersonationProviderNotFound: 'Nenhum fornecedor com conta tem este identificador de perfil.',
    alreadyImpersonating:
      'Esta sessão já atua por um fornecedor: termine esse acesso antes de iniciar outro.',
    notImpersonating: 'Esta sessão não está num acesso do suporte: não há nada para terminar.',
    promotionNotFound: 'Este anúncio não foi encontrado.',
    requestNotFound: 'Este pedido não foi encontrado.',
    requestAlreadyAnswered: 'Este pedido já recebeu outra resposta.',
    notEnoughCredits: 'Não tem créditos suficientes. Compre um pacote de créditos para continuar.',
    leadNotUnlocked: 'Este pedido não foi desbloqueado: não há nada a reembolsar.',
    leadAlreadyDisputed: 'Já foi feita uma reclamação para este pedido.',
    leadAlreadyRefunded: 'Os créditos deste pedido já foram reembolsados.',
    cityNotFound: 'O local deste projeto não foi encontrado: indique a cidade.',
    uploadNotMultipart: 'Este endereço espera ficheiros enviados como multipart/form-data.',
    uploadTooLarge: '«{{name}}» excede o tamanho máximo de ficheiro, {{limit}} MB.',
    uploadTooManyPixels: '«{{name}}» excede o tamanho máximo de imagem, {{limit}} megapíxeis.',
    uploadTypeRefused: '«{{name}}» não é uma imagem aceite: envie um ficheiro {{allowed}}.',
    uploadUnreadable: '«{{name}}» não pôde ser lida como imagem.',
    uploadTooManyFiles: 'Envie no máximo {{limit}} ficheiros de cada vez.',
    uploadNoFile: 'Nenhum ficheiro recebido: anexe pelo menos uma imagem.',
    uploadGalleryFull: 'A galeria já contém o número máximo de fotos, {{limit}}.',
    imageNotFound: 'Imagem não encontrada.',
    imageKeyInvalid: 'Este endereço de imagem não é válido.',
    imagesBusy: 'Estão a ser preparadas demasiadas imagens. Tente novamente dentro de alguns segundos.',
    imageChoiceInvalid: 'O parâmetro {{name}} deve ser um destes valores: {{allowed}}.',
    unknownRegion: 'Esta região não existe neste país.',
    unknownCity: 'Esta cidade não existe neste país.',
    commonPassword: 'Esta palavra-passe está entre as mais comuns: escolha outra.',
    wrongCredentials: 'Endereço de e-mail ou palavra-passe incorretos.',
    tooManyLoginAttempts: 'Demasiadas tentativas de início de sessão. Tente mais tarde.',
    wrongPassword: 'Palavra-passe incorreta.',
    emailNotConfirmed: 'Confirme primeiro o seu endereço de e-mail a partir da ligação que lhe enviámos.',
    phoneTaken: 'Este número já pertence a outra conta.',
    cityNotPicked: 'Escolha uma cidade da lista.',
    companyRegisterUnavailable:
      'O registo de empresas não está a responder. Tente novamente dentro de alguns minutos ou preencha a página você mesmo.',
    companyNotInRegister: 'Nenhum estabelecimento tem este SIRET no registo de empresas.',
    onboardingIncomplete: 'O seu perfil ainda não está completo: falta {{missing}}.',
  },
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'o nome e o SIRET da empresa',
    address: 'a morada',
    services: 'os serviços',
    portrait: 'o retrato',
    languages: 'as línguas faladas',
    profilePhoto: 'a foto de perfil',
    gallery: 'três fotos visíveis na galeria',
  },
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Casamento',
    engagement: 'Noivado',
    'civil-union': 'União de facto',
    'vow-renewal': 'Renovação de votos',
    anniversary: 'Aniversário de casamento',
    birthday: 'Aniversário',
    baptism: 'Batizado',
    communion: 'Comunhão',
    'bachelor-party': 'Despedida de solteiro ou solteira',
    'baby-shower': 'Chá de bebé',
    corporate: 'Evento empresarial',
    other: 'Outro evento',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Menos de {{count}} convidados',
    guestsBetween: 'De {{min}} a {{max}} convidados',
    guestsOver: '{{min}} convidados ou mais',
    amountUnder: 'Menos de {{amount}}',
    amountBetween: 'De {{min}} a {{max}}',
    amountOver: '{{amount}} ou mais',
  },
  serviceTypes: {
    'full-service': 'Organização completa',
    'partial-planning': 'Organização parcial',
    'day-of-coordination': 'Coordenação do dia',
  },
  providerAccount: {
    resetLinkUnknown: 'Esta ligação de redefinição não é válida: verifique se está completa.',
    resetLinkUsed: 'Esta ligação de redefinição já foi usada.',
    resetLinkWithdrawn: 'Esta ligação já não funciona: foi enviada uma mais recente.',
    resetLinkExpired: 'Esta ligação de redefinição expirou: peça uma nova.',
    welcomeSubject: 'Confirme o seu endereço de e-mail',
    welcomeBody:
      'Olá,\n\nBem-vindo ao espaço profissional de {{brand}}. Para confirmar o endereço da sua conta, abra esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} horas e funciona uma só vez. O seu perfil poderá ser publicado assim que o endereço for confirmado.\n\nSe não criou nenhuma conta, ignore esta mensagem.\n\n{{brand}}',
    existingSubject: 'Já tem uma conta',
    existingBody:
      'Olá,\n\nAlguém, talvez o próprio, tentou criar uma conta profissional {{brand}} com este endereço. Já existe uma conta: inicie sessão aqui:\n\n{{signInLink}}\n\nEsqueceu a palavra-passe? Escolha uma nova aqui:\n\n{{resetLink}}\n\nSe não foi o próprio, ignore esta mensagem: nada mudou.\n\n{{brand}}',
    resetSubject: 'Escolha uma nova palavra-passe',
    resetBody:
      'Olá,\n\nPara escolher uma nova palavra-passe para a sua conta profissional {{brand}}, abra esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} hora e funciona uma só vez. A nova palavra-passe termina todas as suas sessões.\n\nSe não pediu nada, ignore esta mensagem: a sua palavra-passe continua a mesma.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Novo pedido: {{eventType}}, a {{date}}',
    newLeadBody:
      'Olá,\n\nUm casal enviou-lhe um pedido em {{brand}}: {{eventType}}, a {{date}}.\n\nVeja o que procura e decida se o desbloqueia:\n\n{{link}}\n\nOs contactos do casal aparecem quando o pedido for desbloqueado. Responda em {{hours}} horas: os casais escolhem muitas vezes o primeiro planner que lhes responde.\n\n{{brand}}',
    unlockSms: '{{brand}}: {{planner}} aceitou o vosso pedido ({{eventType}}) e vai contactar-vos.',
    unlockSubject: '{{planner}} aceitou o vosso pedido',
    unlockBody:
      'Olá,\n\n{{planner}} aceitou o vosso pedido ({{eventType}}) e recebeu os vossos contactos: o planner vai contactar-vos.\n\nOs vossos pedidos e as respostas estão no vosso projeto em {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Nenhum novo endereço de e-mail aguarda confirmação.',
    tooManyLinks:
      'Foram enviadas demasiadas ligações de confirmação para esta conta. Tente novamente dentro de uma hora.',
    linkUnknown: 'Esta ligação de confirmação não é válida: verifique se está completa.',
    linkUsed: 'Esta ligação de confirmação já foi utilizada.',
    linkWithdrawn:
      'Esta ligação já não funciona: foi enviada uma ligação mais recente ou a alteração de endereço foi cancelada.',
    linkExpired: 'Esta ligação de confirmação expirou.',
    mailSubject: 'Confirme o seu novo endereço de e-mail',
    mailBody:
      'Olá,\n\nPara que este endereço passe a ser o da sua conta {{brand}}, confirme-o abrindo esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} horas e só funciona uma vez. Até lá, a sua conta mantém o endereço atual.\n\nSe não pediu esta alteração, ignore esta mensagem: nada mudará.\n\n{{brand}}',
    pageTitle: 'Confirmar o seu endereço de e-mail',
    pageLead: 'Este endereço passará a ser o da sua conta, para o qual os wedding planners lhe escreverão:',
    confirm: 'Confirmar este endereço',
    confirmed: 'Concluído: {{email}} é agora o endereço da sua conta.',
    newLink: 'Peça uma nova ligação a partir da sua conta.',
    toAccount: 'Ir para a minha conta',
  },
  directory: {
    mainNav: 'Menu principal',
    directory: 'Diretório de wedding planners',
    guides: 'Conselhos e guias',
    breadcrumbs: 'Caminho de navegação',
    home: 'Início',
    areasDepartment: 'Municípios',
    areasRegion: 'Distritos',
    areasTitleDepartment: 'Wedding planners por município',
    areasTitleRegion: 'Wedding planners por distrito',
    areasDescriptionDepartment:
      'Todos os municípios com o número de wedding planners inscritos: escolha o seu e compare os perfis.',
    areasDescriptionRegion:
      'Todos os distritos com o número de wedding planners inscritos: escolha o seu e compare os perfis.',
    headingCountry: 'Wedding planners em {{place}}',
    headingArea: 'Wedding planners: {{place}}',
    headingCity: 'Wedding planners: {{place}}',
    cityInArea: '{{city}} ({{area}})',
    introCountry:
      'Descubra os wedding planners de todo o país, distrito a distrito: as línguas que falam, a última atividade, a forma como trabalham. Contacte vários de uma vez: vai receber muitas mais respostas.',
    introArea:
      '{{place}}: estes são os wedding planners que organizam casamentos nesta zona. Compare os perfis e as línguas que falam e contacte os que mais lhe agradarem.',
    introCity:
      '{{place}} e arredores: estes são os wedding planners desta localidade. Compare os perfis e contacte vários com um único pedido.',
    countNone: 'Ainda não há nenhum wedding planner inscrito aqui.',
    countOne: 'Um wedding planner',
    countMany: '{{number}} wedding planners inscritos',
    linkCountOne: '{{number}} wedding planner inscrito',
    linkCountOther: '{{number}} wedding planners inscritos',
    pagedTitle: '{{title}} – página {{page}}',
    pagedDescription: '{{description}} – página {{page}}',
    listingDescription:
      '{{place}}: {{countText}}. Compare perfis e línguas e receba uma resposta em menos de 24 horas.',
    pagination: 'Páginas de resultados',
    previousPage: 'Página anterior',
    nextPage: 'Página seguinte',
    pageNumber: 'Página {{page}}',
    topAreasDepartment: 'Os municípios com mais wedding planners',
    topAreasRegion: 'Os distritos com mais wedding planners',
    nearbyAreasDepartment: 'Municípios vizinhos',
    nearbyAreasRegion: 'Distritos vizinhos',
    citiesOfArea: 'Localidades com wedding planners',
    nearbyCities: 'Localidades próximas',
    searchTitle: 'Encontre um wedding planner',
    service: 'Serviço',
    anyService: 'Todos os serviços',
    region: 'Distrito',
    anyRegion: 'Todos os distritos',
    city: 'Localidade',
    search: 'Pesquisar',
    searchResultsTitle: 'Resultados da pesquisa',
    searchResultsDescription: 'Os wedding planners que correspondem à sua pesquisa.',
    searchNoResult: 'Nenhum wedding planner corresponde a esta pesquisa: experimente com menos critérios.',
    searchInvalid: 'Estes critérios de pesquisa não são válidos.',
    searchCityUnknown: 'Não encontramos esta localidade: verifique a ortografia.',
    guidesTitle: 'Os nossos conselhos para organizar o seu casamento',
    guidesDescription:
      'Os nossos guias para preparar o casamento com um wedding planner: orçamento, prazos, perguntas a fazer.',
    guidesEmpty: 'Ainda não foi publicado nenhum guia.',
    galleryTitle: 'Fotografias',
    galleryLabel: 'Fotografias de {{name}}',
    galleryImageAlt: 'Fotografia {{position}} de {{name}}',
    linksTitle: 'Na internet',
    linkWebsite: 'Site',
    linkPhone: 'Telefone',
    linkEmail: 'E-mail',
    profileDescription: '{{name}}, wedding planner ({{place}}): perfil, línguas e contacto.',
  },
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
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} créditos',
    sandbox: {
      title: 'Pagamento (sandbox)',
      lead: 'Página de teste: não circula dinheiro. Faz o que faria a página de pagamento de um banco.',
      order: 'Encomenda',
      amount: 'Montante, IVA incluído',
      pay: 'Pagar',
      payLater: 'Pagar por débito direto (confirmado mais tarde)',
      settle: 'Confirmar o débito direto',
      fail: 'Fazer falhar o pagamento',
      abandon: 'Desistir',
      confirmsLater: 'O débito direto aguarda a confirmação do banco.',
      closed: 'Este pagamento está concluído.',
    },
    success: {
      title: 'O seu pagamento',
      paid: 'Pagamento recebido: foram adicionados {{credits}} créditos ao seu saldo.',
      pending:
        'O seu pagamento está a ser confirmado: os seus créditos chegarão assim que tivermos a confirmação.',
      confirmsLater:
        'O seu pagamento está pendente: o banco confirma este meio de pagamento mais tarde, e os seus créditos chegarão nessa altura.',
      failed: 'O pagamento falhou: não foi adicionado nenhum crédito e nada foi cobrado.',
      expired: 'O pagamento foi abandonado: não foi adicionado nenhum crédito e nada foi cobrado.',
      unknown: 'Não encontramos este pagamento.',
      refresh: 'Verificar novamente',
      toCredits: 'Ver os meus créditos',
      receipt: 'Ver o recibo',
    },
  },
};
