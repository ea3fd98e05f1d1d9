import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo de evento',
      eventDetails: 'Detalhes do evento',
      extras: 'Complementos',
      planners: 'Wedding planners sugeridos',
      validation: 'Confirmação',
    },
    status: {
      notStarted: 'Por começar',
      inProgress: 'Em curso',
      done: 'Concluído',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Criar o meu projeto',
      loading: 'A carregar…',
      retry: 'Tentar novamente',
      stepOf: 'Passo {{number}} de {{total}}',
      progressLabel: 'Progresso',
      next: 'Seguinte',
      back: 'Anterior',
      send: 'Enviar o meu projeto',
      sending: 'A enviar…',
      eventTypeLabel: 'Tipo de evento',
      choose: 'Escolha…',
      eventDate: 'Data do evento',
      location: 'Cidade do evento',
      locationHint: 'Escreva as primeiras letras e escolha a cidade na lista.',
      guestRange: 'Número de convidados',
      notSaid: 'Não indicado',
      serviceType: 'Tipo de serviço',
      theme: 'Tema',
      themeHint: 'Por exemplo: boho, campestre, chique…',
      languages: 'Línguas faladas pelo wedding planner',
      plannerLocation: 'Onde deve estar o wedding planner?',
      nearEvent: 'Perto do local do evento',
      anywhere: 'Tanto faz',
      plannerBudget: 'Orçamento para o wedding planner',
      budget: 'Orçamento total do casamento',
      plannersIntro:
        'O nosso algoritmo escolheu 3 perfis para si: contactar vários prestadores multiplica as suas respostas por 6.',
      plannersNeedPlace: 'Escolha primeiro a cidade do evento para ver os wedding planners próximos.',
      featured: 'O wedding planner que estava a ver',
      contactName: 'Contactar {{name}}',
      more: 'Ver mais wedding planners',
      noMore: 'Nenhum outro wedding planner de momento.',
      unknownPlanner:
        'O wedding planner da sua ligação não foi encontrado: foi retirado da sua escolha. Escolherá outros no passo 4.',
      plannerLimit: 'No máximo {{max}} wedding planners: retire um para escolher outro.',
      chosenCount: 'Wedding planners escolhidos: {{count}}',
      checkTitle: 'Verifique as suas respostas',
      change: 'Alterar',
      notAnswered: 'Não indicado',
      messageLabel: 'A sua mensagem aos wedding planners',
      messageHint: 'Apresente-se e descreva o seu projeto em poucas palavras.',
      signInTitle: 'Inicie sessão para enviar o seu projeto',
      signInHeading: 'Verifique o seu número de telefone',
      inscriptionIntro: 'Crie o seu perfil para enviar o seu projeto: as suas respostas são guardadas.',
      dailyCap:
        'Atingiu o número máximo de pedidos de hoje. O seu projeto está guardado: tente novamente amanhã.',
      savedNotSent:
        'O seu projeto está guardado, mas o pedido não pôde ser enviado. Tente novamente: não será criado duas vezes.',
      sentTitle: 'O seu projeto foi enviado',
      sentText: 'Wedding planners contactados: {{count}}. Costumam responder em menos de 24 horas.',
      alreadySentText: 'Já contactados recentemente, para este projeto ou outro: {{count}}.',
      viewProject: 'Ver o meu projeto',
      newProject: 'Criar outro projeto',
    },
    sent: {
      contacted: 'Wedding planners contactados',
      already: 'Já contactados recentemente',
    },
    otherTab: {
      notice:
        'Este projeto foi alterado noutro separador. As respostas deste separador mantêm-se até escolher.',
      load: 'Carregar a versão do outro separador',
      keep: 'Manter as respostas deste separador',
    },
  },
} satisfies typeof french;
