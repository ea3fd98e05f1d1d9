import type french from './fr';

export default {
  richText: {
    toolbar: 'Formato',
    bold: 'Negrita',
    underline: 'Subrayado',
    bulletList: 'Lista con viñetas',
    required: 'Rellena este campo.',
  },
} satisfies typeof french;
