/**
 * The provider's account page (islands/back-office/account/): address, password, language, name, phone and
 * the account's deletion.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  backOfficeAccount: {
    saving: 'Enregistrement…',
    email: {
      title: 'Adresse e-mail',
      current: 'Vous vous connectez avec {{email}}.',
      unconfirmed: 'Cette adresse n’est pas encore confirmée : suivez le lien que nous vous avons envoyé.',
      pending: 'En attente de confirmation : {{email}}. Suivez le lien envoyé à cette adresse.',
      pendingExpired: 'Le lien envoyé à {{email}} a expiré : demandez à nouveau le changement.',
      newEmail: 'Nouvelle adresse e-mail',
      password: 'Mot de passe actuel',
      submit: 'Changer d’adresse',
      sent: 'Un lien de confirmation a été envoyé à {{email}}.',
    },
    password: {
      title: 'Mot de passe',
      current: 'Mot de passe actuel',
      new: 'Nouveau mot de passe',
      submit: 'Changer le mot de passe',
      saved: 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.',
    },
    language: {
      title: 'Langue',
      label: 'Langue de votre espace et de nos e-mails',
      submit: 'Enregistrer la langue',
      saved: 'La langue a été enregistrée.',
    },
    personal: {
      title: 'Informations personnelles',
      firstname: 'Prénom',
      lastname: 'Nom',
      submit: 'Enregistrer',
      saved: 'Vos informations ont été enregistrées.',
    },
    phone: {
      title: 'Téléphone',
      current: 'Numéro vérifié : {{phone}}',
      none: 'Aucun numéro vérifié pour l’instant.',
      number: 'Nouveau numéro de mobile',
      numberHint: 'Au format international, par exemple +33612345678.',
      unavailable: 'Ce numéro ne peut pas être utilisé pour votre compte.',
      send: 'Recevoir un code',
      code: 'Code reçu par SMS',
      codeHint: 'Les 6 chiffres envoyés au {{phone}}.',
      verify: 'Vérifier le numéro',
      otherNumber: 'Changer de numéro',
      verified: 'Votre numéro a été vérifié.',
    },
    delete: {
      title: 'Supprimer mon compte',
      intro:
        'Votre profil quitte l’annuaire immédiatement et vos données personnelles sont effacées. Les demandes déjà reçues restent lisibles par les couples qui les ont envoyées.',
      open: 'Supprimer mon compte',
      dialogTitle: 'Supprimer définitivement votre compte ?',
      dialogText: 'Cette action est définitive. Saisissez votre mot de passe pour confirmer.',
      password: 'Mot de passe',
      confirm: 'Supprimer définitivement',
      cancel: 'Annuler',
    },
  },
};
