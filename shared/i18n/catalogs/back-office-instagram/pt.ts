import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Conta do Instagram',
    intro:
      'Associe a sua conta profissional do Instagram: as suas últimas publicações aparecem no seu perfil público e atualizam-se sozinhas.',
    loading: 'A carregar a sua conta do Instagram…',
    loadFailed: 'Não foi possível carregar a sua conta do Instagram.',
    notConfigured: 'A associação com o Instagram não está disponível neste servidor.',
    notConnected: 'Nenhuma conta do Instagram está associada ao seu perfil.',
    connect: 'Ligar o Instagram',
    connecting: 'A redirecionar para o Instagram…',
    returning: 'A associar a sua conta do Instagram…',
    returnFailed: 'Não foi possível associar a sua conta do Instagram.',
    denied: 'A ligação foi cancelada no Instagram: a sua conta não foi associada.',
    connected: 'Conta associada: @{{username}}',
    connectedSince: 'Associada em {{date}}',
    refreshedAt: 'Publicações atualizadas em {{date}}',
    notRefreshedYet: 'As suas publicações ainda não foram obtidas: sê-lo-ão dentro de alguns minutos.',
    refreshFailing:
      'A última atualização das suas publicações falhou: será repetida automaticamente, e o seu perfil mantém as publicações já mostradas.',
    needsReconnection:
      'O acesso à sua conta do Instagram expirou: volte a ligá-la para que as suas publicações sejam atualizadas.',
    reconnect: 'Voltar a ligar o Instagram',
    postsHeading: 'As suas últimas publicações',
    noPosts: 'Ainda não há publicações para mostrar.',
    postAlt: 'Publicação de {{date}}',
    disconnect: 'Desligar o Instagram',
    confirmDisconnect: 'Desligar esta conta? As suas publicações desaparecerão do seu perfil.',
    confirm: 'Desligar',
    keep: 'Cancelar',
    disconnected: 'A sua conta do Instagram está desligada.',
    codeInvalid: 'O código devolvido pelo Instagram não é válido.',
    stateInvalid: 'Este regresso do Instagram não é válido: recomece a ligação.',
  },
} satisfies typeof french;
