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
      confirmEmailTitle: 'Confirme o seu endereço de e-mail',
      confirmEmailText: 'Enviámos uma ligação para {{email}}. Siga-a para poder publicar o seu perfil.',
      finishTitle: 'Conclua o seu registo',
      finishText: 'O seu endereço está confirmado: complete o seu perfil e depois conclua o registo.',
      finish: 'Concluir o meu registo',
      finishing: 'A guardar…',
      profileTitle: 'O seu perfil público',
      profileLink: 'Ver o meu perfil no diretório',
      notPublished: 'O seu perfil ainda não está publicado no diretório.',
    },
  },
} satisfies typeof french;
