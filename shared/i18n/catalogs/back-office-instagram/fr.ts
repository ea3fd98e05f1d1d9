/**
 * The back-office’s Instagram page (islands/back-office/instagram/): linking the account through Instagram’s
 * login, its latest posts, unlinking it. French is the source of the keys: the other languages’ files beside
 * this one have exactly the same.
 */
export default {
  backOfficeInstagram: {
    title: 'Compte Instagram',
    intro:
      'Reliez votre compte Instagram professionnel : vos derniers posts s’affichent sur votre profil public et se mettent à jour tout seuls.',
    loading: 'Chargement de votre compte Instagram…',
    loadFailed: 'Votre compte Instagram n’a pas pu être chargé.',
    notConfigured: 'La liaison avec Instagram n’est pas disponible sur ce serveur.',
    notConnected: 'Aucun compte Instagram n’est relié à votre profil.',
    connect: 'Connecter Instagram',
    connecting: 'Redirection vers Instagram…',
    returning: 'Connexion de votre compte Instagram…',
    returnFailed: 'Votre compte Instagram n’a pas pu être relié.',
    denied: 'La connexion a été annulée sur Instagram : votre compte n’a pas été relié.',
    connected: 'Compte relié : @{{username}}',
    connectedSince: 'Relié le {{date}}',
    refreshedAt: 'Posts mis à jour le {{date}}',
    notRefreshedYet: 'Vos posts n’ont pas encore été récupérés : ils le seront dans quelques minutes.',
    refreshFailing:
      'La dernière mise à jour de vos posts a échoué : elle sera retentée automatiquement, et votre profil garde les posts déjà affichés.',
    needsReconnection:
      'L’accès à votre compte Instagram a expiré : reconnectez-le pour que vos posts se mettent à jour.',
    reconnect: 'Reconnecter Instagram',
    postsHeading: 'Vos derniers posts',
    noPosts: 'Aucun post à afficher pour l’instant.',
    postAlt: 'Post du {{date}}',
    disconnect: 'Déconnecter Instagram',
    confirmDisconnect: 'Déconnecter ce compte ? Ses posts disparaîtront de votre profil.',
    confirm: 'Déconnecter',
    keep: 'Annuler',
    disconnected: 'Votre compte Instagram est déconnecté.',
    codeInvalid: 'Le code renvoyé par Instagram n’est pas valable.',
    stateInvalid: 'Le retour d’Instagram n’est pas valable : relancez la connexion.',
  },
};
