import type french from './fr';

export default {
  richText: {
    toolbar: 'Formatting',
    bold: 'Bold',
    underline: 'Underline',
    bulletList: 'Bulleted list',
    required: 'Please fill in this field.',
  },
} satisfies typeof french;
