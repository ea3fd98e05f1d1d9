import type french from './fr';

export default {
  common: {
    refresh: 'Recarregar a página',
    requestSent: 'Pedido enviado com sucesso',
    richTextPlaceholder: 'Preencha este campo...',
  },
  errors: {
    withDetail: 'Ocorreu um erro: {{detail}}',
    serverRequest: 'Ocorreu um erro no pedido ao servidor: {{detail}}',
    sendRequest: 'Erro ao enviar o pedido: {{detail}}',
    alreadyContacted: 'Já contactou este prestador.',
    providersFetch: 'Ocorreu um erro ao obter os prestadores:',
    somethingWentWrong: 'Ups! Algo correu mal',
    httpStatus: 'Erro {{status}}: {{message}}',
    unknown: 'Ocorreu um erro desconhecido',
    network: 'Não foi possível ligar. Verifique a sua ligação e tente novamente.',
    retryInSeconds: 'Tente novamente {{delay, relativetime(second)}}.',
    retryInMinutes: 'Tente novamente {{delay, relativetime(minute)}}.',
    retryInHours: 'Tente novamente {{delay, relativetime(hour)}}.',
    unknownStep: 'Passo desconhecido.',
    noProvidersFound: 'Não foram encontrados prestadores para este projeto.',
    noResults: 'Nenhum resultado corresponde à sua pesquisa.',
    projectUnavailable: 'Este projeto já não está disponível.',
    missingProfileInfo: 'Faltam informações no seu perfil. Complete-o para continuar.',
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'A página que procura não existe ou foi movida.',
  },
  session: {
    expired: 'A sua sessão expirou. Inicie sessão novamente.',
  },
} satisfies typeof french;
