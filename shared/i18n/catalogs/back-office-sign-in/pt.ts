import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'Endereço de e-mail',
      password: 'Palavra-passe',
      newPassword: 'Nova palavra-passe',
      companyName: 'Nome da sua empresa',
      country: 'País',
      language: 'Idioma',
    },
    login: {
      submit: 'Iniciar sessão',
      sending: 'A iniciar sessão…',
      refused: 'E-mail ou palavra-passe incorretos.',
      forgot: 'Esqueceu-se da palavra-passe?',
      noAccount: 'Ainda não tem conta?',
      register: 'Criar uma conta',
    },
    register: {
      submit: 'Criar a minha conta',
      sending: 'A criar a conta…',
      sentTitle: 'Verifique a sua caixa de correio',
      sentText:
        'Enviámos uma ligação de confirmação para {{email}}. Siga-a para ativar a sua conta e depois inicie sessão.',
      haveAccount: 'Já tem conta?',
      login: 'Iniciar sessão',
    },
    forgot: {
      intro:
        'Indique o endereço de e-mail da sua conta: enviaremos uma ligação para escolher uma nova palavra-passe.',
      submit: 'Receber a ligação',
      sending: 'A enviar…',
      sentTitle: 'Verifique a sua caixa de correio',
      sentText:
        'Se existir uma conta para {{email}}, acabou de lhe ser enviada uma ligação válida durante uma hora.',
      backToLogin: 'Voltar ao início de sessão',
    },
    reset: {
      submit: 'Guardar a minha palavra-passe',
      sending: 'A guardar…',
      done: 'A sua palavra-passe foi alterada. Inicie sessão com a nova.',
      unknown: 'Esta ligação não é válida. Verifique se está completa ou peça uma nova.',
      dead: 'Esta ligação expirou ou já foi utilizada. Peça uma nova.',
      askAgain: 'Pedir uma nova ligação',
      login: 'Iniciar sessão',
    },
    confirm: {
      intro: 'Confirme o seu endereço de e-mail para ativar a sua conta.',
      submit: 'Confirmar o meu endereço',
      sending: 'A confirmar…',
      confirmed: 'O seu endereço {{email}} está confirmado.',
      unknown: 'Esta ligação de confirmação não é válida. Verifique se está completa.',
      goneNext:
        'Se o seu endereço já estiver confirmado, inicie sessão; caso contrário, inicie sessão e peça uma nova ligação a partir da sua conta.',
      toDashboard: 'Ir para o meu painel',
      login: 'Iniciar sessão',
    },
  },
} satisfies typeof french;
