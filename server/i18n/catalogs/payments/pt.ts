import type { PaymentsTexts } from './fr';

export const pt: PaymentsTexts = {
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
    premium: {
      plan: 'Premium, mensal',
      sandbox: {
        title: 'Assinatura (sandbox)',
        lead: 'Página de teste: não circula dinheiro. Faz o que faria a página de assinatura de um banco.',
        price: 'Preço por mês, IVA incluído',
        subscribe: 'Assinar',
        fail: 'Fazer falhar o pagamento',
        abandon: 'Desistir',
        declined: 'O pagamento foi recusado: nada foi cobrado. Tente novamente ou desista.',
      },
      billing: {
        title: 'Gerir a minha assinatura (sandbox)',
        renews: 'Renova-se a {{date}}',
        ends: 'Termina a {{date}}',
        cancelAtPeriodEnd: 'Cancelar no fim do período',
        resume: 'Retomar a assinatura',
        cancelNow: 'Cancelar agora',
        closed: 'Esta assinatura terminou.',
      },
      success: {
        title: 'A sua assinatura Premium',
        active: 'É Premium até {{date}}.',
        pending: 'A sua assinatura está a ser confirmada: o Premium chega assim que tivermos a confirmação.',
        ended: 'Esta assinatura terminou.',
        unknown: 'Ainda não encontramos esta assinatura.',
        refresh: 'Verificar de novo',
        toPremium: 'Ver a minha assinatura',
      },
      canceled: { title: 'Nenhuma assinatura feita', message: 'Não assinou: nada foi cobrado.' },
      updated: {
        title: 'A sua assinatura',
        message: 'As suas alterações valem assim que o serviço de pagamento no-las confirmar.',
      },
    },
  },
};
