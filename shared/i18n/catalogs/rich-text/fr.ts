/**
 * The rich-text editor (`<pp-rich-text>`).
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  /** The rich-text editor (`<pp-rich-text>`); its placeholder is `common.richTextPlaceholder`. */
  richText: {
    toolbar: 'Mise en forme',
    bold: 'Gras',
    underline: 'Souligné',
    bulletList: 'Liste à puces',
    required: 'Veuillez renseigner ce champ.',
  },
};
