import type french from './fr';

export default {
  richText: {
    toolbar: 'Formatação',
    bold: 'Negrito',
    underline: 'Sublinhado',
    bulletList: 'Lista com marcadores',
    required: 'Preencha este campo.',
  },
} satisfies typeof french;
