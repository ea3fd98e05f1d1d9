import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Redes sociais',
      intro: 'As páginas das suas redes sociais aparecem no seu perfil, por esta ordem.',
      empty: 'Ainda nenhuma rede: adicione a página da sua empresa no Instagram, Facebook…',
      row: 'Rede {{position}}',
      network: 'Rede',
      url: 'Endereço da página',
      urlHint: 'Por exemplo: {{example}}',
      add: 'Adicionar uma rede',
      loading: 'A carregar as suas redes…',
      loadFailed: 'Não foi possível carregar as suas redes.',
      submit: 'Guardar',
      done: 'As suas redes foram guardadas.',
      networkInvalid: 'Escolha uma rede social.',
      urlInvalid: 'Introduza o endereço https da sua página nesta rede.',
      networkTwice: 'Esta rede já está na lista.',
    },
  },
} satisfies typeof french;
