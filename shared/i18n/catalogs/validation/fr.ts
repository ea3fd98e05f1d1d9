/**
 * The messages of the validation rules (`shared/validation`), shown by every form.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  validation: {
    phoneInvalid: 'Votre numéro de téléphone est invalide.',
    codeInvalid: 'Code invalide',
    emailInvalid: 'Email invalide',
    lastnameInvalid: 'Nom invalide',
    firstnameInvalid: 'Prénom invalide',
    cityInvalid: 'Ville invalide',
    cityWithPostalCodeInvalid: 'Choisissez une ville dans la liste proposée.',
    termsRequired: 'Vous devez accepter les conditions générales de vente',
    eventDateInPast: 'Vous ne pouvez pas choisir une date passée.',
    dateInvalid: 'Date invalide',
    eventTypeRequired: 'Choisissez un type d’événement.',
    plannersRequired: 'Choisissez au moins un wedding planner à contacter.',
    messageRequired: 'Écrivez un message pour envoyer votre demande.',
    countryInvalid: 'Pays invalide',
    languageInvalid: 'Langue invalide',
    valueInvalid: 'Valeur invalide',
    namesLocked: 'Votre nom et votre prénom ne peuvent pas être modifiés.',
    phoneLocked: 'Pour changer de numéro de téléphone, écrivez à notre équipe.',
    passwordTooShort: 'Votre mot de passe doit contenir au moins 10 caractères.',
    passwordTooLong: 'Votre mot de passe ne peut pas dépasser 128 caractères.',
    passwordRequired: 'Saisissez votre mot de passe.',
    companyNameInvalid: 'Nom d’entreprise invalide',
  },
};
