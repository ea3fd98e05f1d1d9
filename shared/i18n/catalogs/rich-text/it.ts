import type french from './fr';

export default {
  richText: {
    toolbar: 'Formattazione',
    bold: 'Grassetto',
    underline: 'Sottolineato',
    bulletList: 'Elenco puntato',
    required: 'Compila questo campo.',
  },
} satisfies typeof french;
