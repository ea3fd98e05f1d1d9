import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Assinatura Premium',
    mark: 'Membro Premium',
    intro:
      'O Premium coloca-o no topo das listas do diretório e fá-lo subir nas sugestões feitas aos casais. Uma só assinatura, mensal, cancelável a qualquer momento.',
    heading: 'A sua assinatura',
    loading: 'A carregar a sua assinatura…',
    loadFailed: 'Não foi possível carregar a sua assinatura.',
    renews: 'É Premium. A assinatura renova-se a {{date}}.',
    ends: 'É Premium até {{date}}: a assinatura termina nessa data.',
    pastDue: 'O último pagamento da sua assinatura falhou: o Premium está suspenso até ser pago.',
    ended: 'A sua assinatura Premium terminou.',
    none: 'Não é Premium.',
    price: '{{price}} por mês',
    vatIncluded: 'IVA incluído',
    subscribe: 'Assinar',
    subscribing: 'A levá-lo para o pagamento…',
    manage: 'Alterar ou cancelar',
    managing: 'A levá-lo para a gestão da assinatura…',
  },
} satisfies typeof french;
