import type french from './fr';

export default {
  richText: {
    toolbar: 'Opmaak',
    bold: 'Vet',
    underline: 'Onderstrepen',
    bulletList: 'Lijst met opsommingstekens',
    required: 'Vul dit veld in.',
  },
} satisfies typeof french;
