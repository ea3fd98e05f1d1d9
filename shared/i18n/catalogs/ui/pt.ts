import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Dígito {{position}} de {{length}}',
    },
    dialog: {
      close: 'Fechar',
    },
    phone: {
      country: 'País do número',
    },
    newTab: '(abre num novo separador)',
    citySearch: {
      searching: 'A pesquisar…',
      noneFound: 'Nenhuma cidade encontrada',
    },
    providerCard: {
      premium: 'Membro Premium',
      premiumHint: 'Membro de uma comunidade profissional e de um programa de formação',
      recentlyActive: 'Ativo recentemente',
      recentlyActiveHint: 'Este wedding planner iniciou sessão nos últimos 90 dias',
      respondsQuickly: 'Responde depressa',
      respondsQuicklyHint:
        'Este wedding planner responde a pelo menos 80% dos pedidos, quase sempre em menos de 24 horas',
      languages: 'Línguas faladas',
    },
    field: {
      required: '(obrigatório)',
      optional: '(opcional)',
    },
    form: {
      errorSummary: 'O formulário contém erros:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: 'Subir {{row}}',
      moveDown: 'Descer {{row}}',
      remove: 'Remover {{row}}',
      moved: '{{row}} movido para a posição {{position}}',
      removed: '{{row}} removido',
    },
    queryState: {
      retry: 'Tentar novamente',
    },
  },
  countries: {
    FR: 'França',
    BE: 'Bélgica',
    GB: 'Reino Unido',
    DE: 'Alemanha',
    IT: 'Itália',
    ES: 'Espanha',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Francês',
    en: 'Inglês',
    nl: 'Neerlandês',
    de: 'Alemão',
    it: 'Italiano',
    es: 'Espanhol',
    pt: 'Português',
  },
} satisfies typeof french;
