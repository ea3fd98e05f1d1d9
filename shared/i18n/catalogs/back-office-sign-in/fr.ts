/**
 * How a provider gets into the back-office (islands/back-office/sign-in/): sign-in, sign-up, forgotten and
 * new password, the confirmation of an address.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  backOfficeSignIn: {
    fields: {
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      newPassword: 'Nouveau mot de passe',
      companyName: 'Nom de votre entreprise',
      country: 'Pays',
      language: 'Langue',
    },
    login: {
      submit: 'Se connecter',
      sending: 'Connexion…',
      refused: 'Email ou mot de passe incorrect.',
      forgot: 'Mot de passe oublié ?',
      noAccount: 'Pas encore de compte ?',
      register: 'Créer un compte',
    },
    register: {
      submit: 'Créer mon compte',
      sending: 'Création du compte…',
      sentTitle: 'Vérifiez votre boîte mail',
      sentText:
        'Nous avons envoyé un lien de confirmation à {{email}}. Suivez-le pour activer votre compte, puis connectez-vous.',
      haveAccount: 'Déjà un compte ?',
      login: 'Se connecter',
    },
    forgot: {
      intro:
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Recevoir le lien',
      sending: 'Envoi…',
      sentTitle: 'Vérifiez votre boîte mail',
      sentText: 'Si un compte existe pour {{email}}, un lien valable une heure vient d’y être envoyé.',
      backToLogin: 'Retour à la connexion',
    },
    reset: {
      submit: 'Enregistrer mon mot de passe',
      sending: 'Enregistrement…',
      done: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.',
      unknown: 'Ce lien n’est pas valide. Vérifiez qu’il est complet, ou demandez-en un nouveau.',
      dead: 'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.',
      askAgain: 'Demander un nouveau lien',
      login: 'Se connecter',
    },
    confirm: {
      intro: 'Confirmez votre adresse e-mail pour activer votre compte.',
      submit: 'Confirmer mon adresse',
      sending: 'Confirmation…',
      confirmed: 'Votre adresse {{email}} est confirmée.',
      unknown: 'Ce lien de confirmation n’est pas valide. Vérifiez qu’il est complet.',
      goneNext:
        'Si votre adresse est déjà confirmée, connectez-vous. Sinon, connectez-vous et demandez un nouveau lien depuis votre compte.',
      toDashboard: 'Aller à mon tableau de bord',
      login: 'Se connecter',
    },
  },
};
