import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Iniciar sessão',
      greeting: 'Olá {{name}}',
      logOut: 'Terminar sessão',
    },
    home: {
      title: 'Os vossos próximos projetos',
      loading: 'A carregar os vossos projetos…',
      loadFailed: 'Não foi possível carregar os vossos projetos.',
      empty: 'Não têm nenhum projeto próximo.',
      newProject: 'Novo projeto',
      contacted: 'Wedding planners contactados: {{count}}',
      answered: 'Respostas recebidas: {{count}}',
      draftTitle: 'Um projeto por terminar',
      draftText: 'Começaram um projeto sem o enviar: continuem onde ficaram.',
      continueDraft: 'Continuar o meu projeto',
      more: 'Ver mais projetos',
      moreLoading: 'A carregar mais projetos…',
      moreFailed: 'Não foi possível carregar os projetos seguintes.',
      closedTitle: 'Projetos encerrados',
      closedIntro: 'Continuam disponíveis com os seus pedidos, mas já não podem ser alterados nem enviados.',
      closedOn: 'Encerrado a {{date}}',
      closedLoadFailed: 'Não foi possível carregar os vossos projetos encerrados.',
      closedMore: 'Ver mais projetos encerrados',
    },
    signIn: {
      heading: 'Iniciem sessão com o vosso telefone',
      inscriptionIntro: 'Criem o vosso perfil para preparar o vosso projeto de casamento.',
      signedIn: 'Sessão iniciada. A levar-vos ao vosso projeto…',
    },
    addToProject: {
      open: 'Adicionar {{name}} a um projeto',
      project: 'Projeto',
      add: 'Adicionar',
      adding: 'A adicionar…',
      signInFirst: 'Iniciem sessão para adicionar este wedding planner a um projeto.',
      signInLink: 'Iniciar sessão',
      noProject: 'Não têm nenhum projeto aberto próximo.',
      createProject: 'Criar um projeto',
      sent: 'Pedido enviado a {{name}}.',
      noMessage:
        'Este projeto ainda não tem mensagem para os wedding planners: adicionem-na a partir do projeto.',
      openProject: 'Abrir o projeto',
    },
  },
} satisfies typeof french;
