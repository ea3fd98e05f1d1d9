import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Iniciar sessão',
      logOut: 'Terminar sessão',
      loggingOut: 'A terminar sessão…',
    },
    frame: {
      loading: 'A carregar a sua área…',
      loadFailed: 'Não foi possível carregar a sua área.',
      signInFirst: 'Inicie sessão para continuar…',
    },
    password: {
      show: 'Mostrar a palavra-passe',
      hide: 'Ocultar a palavra-passe',
      rule: 'Pelo menos 10 caracteres.',
    },
    dashboard: {
      greeting: 'Olá {{name}}',
      nextTitle: 'Próximos passos',
      nothingNext: 'Nada a fazer por agora: a sua conta está pronta.',
      resendLink: 'Reenviar a ligação',
      resendingLink: 'A enviar…',
      linkResent: 'Foi enviada uma nova ligação para {{email}}. A anterior deixou de funcionar.',
      confirmEmailTitle: 'Confirme o seu endereço de e-mail',
      confirmEmailText: 'Enviámos uma ligação para {{email}}. Siga-a para poder publicar o seu perfil.',
      finishTitle: 'Conclua o seu registo',
      finishText: 'O seu endereço está confirmado: complete o seu perfil e depois conclua o registo.',
      finish: 'Concluir o meu registo',
      finishing: 'A guardar…',
      profileTitle: 'O seu perfil público',
      profileLink: 'Ver o meu perfil no diretório',
      notPublished: 'O seu perfil ainda não está publicado no diretório.',
      responsesTitle: 'As suas respostas aos pedidos',
      responsesNone: 'Nenhum pedido a contar nos últimos {{days}} dias.',
      responsesFigures:
        'Nos últimos {{days}} dias, respondeu a {{rate}} dos pedidos ({{responses}} de {{requests}}).',
      responsesMedian: 'Tempo de resposta mediano: {{median}}.',
      respondsQuickly: 'Os casais veem a menção «Responde depressa» no seu perfil.',
      respondsQuicklyRule:
        'A menção «Responde depressa» aparece no seu perfil quando responde a pelo menos {{rate}} dos pedidos, em {{hours}} horas no máximo em mediana, em pelo menos {{requests}} pedidos.',
      waitingTitle: 'Pedidos à espera de resposta',
      waitingLead: 'Pedido de {{sent}}',
      timeLeft: ': faltam {{time}} para responder',
    },
  },
} satisfies typeof french;
