import type french from './fr';

export default {
  richText: {
    toolbar: 'Formatierung',
    bold: 'Fett',
    underline: 'Unterstrichen',
    bulletList: 'Aufzählung',
    required: 'Bitte füllen Sie dieses Feld aus.',
  },
} satisfies typeof french;
