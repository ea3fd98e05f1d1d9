/**
 * The phone number field (`<pp-phone-mask>`).
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  phoneMask: {
    label: 'Numéro de téléphone',
    required: 'Veuillez saisir votre numéro de téléphone.',
  },
};
