import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Acesso do suporte em curso',
      text: '{{admin}} atua por {{company}} até às {{time}}. Tudo o que se faz aqui fica registado no registo do fornecedor; a compra de créditos, a palavra-passe, o endereço de início de sessão e o encerramento da conta são recusados.',
      stop: 'Terminar o acesso',
      stopping: 'A terminar…',
      stopFailed: 'Não foi possível terminar o acesso. Tente novamente.',
    },
    start: {
      intro:
        'Indique o identificador do perfil do fornecedor (o fim do endereço do seu perfil público). Durante uma hora no máximo verá o espaço dele como ele o vê; tudo o que fizer ficará registado no registo dele.',
      provider: 'Identificador do perfil',
      providerHint: 'Por exemplo: maison-rivage',
      submit: 'Atuar por este fornecedor',
      submitting: 'A abrir…',
      notAdmin:
        'Só uma conta do suporte pode atuar por um fornecedor. Inicie sessão com a sua conta do suporte.',
      signIn: 'Iniciar sessão',
    },
    log: {
      open: 'Ver o registo',
      title: 'Acessos do suporte',
      intro:
        'Sempre que a nossa equipa atua na sua conta, fica registado aqui: quando entrou, o que alterou e quando saiu.',
      empty: 'O suporte nunca acedeu à sua conta.',
      loading: 'A carregar o registo…',
      loadFailed: 'Não foi possível carregar o registo.',
      started: 'Em {{date}}, {{admin}} (suporte) consultou a sua conta, até {{until}} no máximo.',
      changed: 'Em {{date}}, {{admin}} (suporte) alterou a sua conta: {{action}}.',
      notDone: 'Em {{date}}, {{admin}} (suporte) tentou uma alteração que não foi concluída: {{action}}.',
      refused:
        'Em {{date}}, {{admin}} (suporte) tentou uma ação reservada ao titular da conta, recusada: {{action}}.',
      stopped: 'Em {{date}}, {{admin}} (suporte) saiu da sua conta.',
      revoked: 'Em {{date}}, o acesso de {{admin}} terminou: a sua conta do suporte foi retirada.',
      more: 'Mostrar entradas anteriores',
    },
  },
} satisfies typeof french;
