import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Redes sociales',
      intro: 'Las páginas de tus redes sociales aparecen en tu perfil, en este orden.',
      empty: 'Todavía ninguna red: añade la página de tu empresa en Instagram, Facebook…',
      row: 'Red {{position}}',
      network: 'Red',
      url: 'Dirección de la página',
      urlHint: 'Por ejemplo: {{example}}',
      add: 'Añadir una red',
      loading: 'Cargando tus redes…',
      loadFailed: 'No se han podido cargar tus redes.',
      submit: 'Guardar',
      done: 'Tus redes se han guardado.',
      networkInvalid: 'Elige una red social.',
      urlInvalid: 'Introduce la dirección https de tu página en esta red.',
      networkTwice: 'Esta red ya está en la lista.',
    },
  },
} satisfies typeof french;
