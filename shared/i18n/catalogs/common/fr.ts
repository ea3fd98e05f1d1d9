/**
 * The texts every feature may show: the failure screen, the API errors, the session expiry.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  common: {
    refresh: 'Actualiser la page',
    requestSent: 'Demande envoyée avec succès',
    richTextPlaceholder: 'Veuillez renseigner ce champs...',
  },
  errors: {
    withDetail: 'Une erreur est survenue : {{detail}}',
    serverRequest: 'Une erreur est survenue lors de la requête au serveur : {{detail}}',
    sendRequest: "Erreur lors de l'envoie de la demande : {{detail}}",
    alreadyContacted: 'Vous avez déjà contacté ce prestataire.',
    /** Followed by the failure's detail, as in the original interface. */
    providersFetch: 'Une erreur est survenue lors de la récupération des prestataires :',
    somethingWentWrong: "Oups ! Quelque chose s'est mal passé",
    httpStatus: 'Erreur {{status}} : {{message}}',
    unknown: 'Une erreur inconnue est survenue',
    /** The request got no answer (offline, DNS, CORS): never the browser's English message. */
    network: 'Connexion impossible. Vérifiez votre connexion et réessayez.',
    /** Follows a refusal that says how long to wait (Retry-After); i18next writes "dans 2 minutes". */
    retryInSeconds: 'Réessayez {{delay, relativetime(second)}}.',
    retryInMinutes: 'Réessayez {{delay, relativetime(minute)}}.',
    retryInHours: 'Réessayez {{delay, relativetime(hour)}}.',
    unknownStep: 'Étape inconnue.',
    noProvidersFound: 'Aucun prestataire n’a été trouvé pour ce projet.',
    noResults: 'Aucun résultat ne correspond à votre recherche.',
    projectUnavailable: 'Ce projet n’est plus disponible.',
    missingProfileInfo: 'Il manque des informations à votre profil. Complétez-le pour continuer.',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  session: {
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
};
