/**
 * The texts only the server writes (its pages and its API's messages), apart from the catalogs the elements
 * and islands bundle: no browser downloads them. French is the source of truth, as in the shared catalogs.
 */
export const fr = {
  /** The server's answers to API calls (`HttpError`), in the caller's language. */
  server: {
    instagramNotConfigured:
      'Instagram n’est pas configuré sur ce serveur : la liaison d’un compte n’est pas disponible.',
    instagramStateInvalid:
      'Ce retour d’Instagram n’est pas valable ou a expiré : relancez la connexion depuis la page Instagram.',
    instagramCodeRefused:
      'Instagram a refusé cette autorisation (déjà utilisée ou expirée) : relancez la connexion.',
    instagramUnavailable: 'Instagram ne répond pas pour l’instant. Réessayez dans quelques minutes.',
    alreadyPremium: 'Vous êtes déjà Premium.',
    noSubscription: 'Vous n’avez pas d’abonnement Premium à gérer.',
    paymentGatewayUnavailable:
      'Le service de paiement ne répond pas pour l’instant. Réessayez dans quelques minutes : rien n’a été débité.',
    receiptNotFound: 'Ce reçu n’existe pas.',
    authenticationRequired: 'Authentification requise',
    wrongRole: 'Ce compte n’a pas accès à cette page.',
    sessionExpired: 'Session expirée',
    codeCooldown: 'Veuillez patienter avant de demander un nouveau code.',
    tooManyCodesForPhone: 'Trop de codes demandés pour ce numéro. Réessayez plus tard.',
    tooManyCodesFromAddress: 'Trop de codes demandés depuis cette adresse. Réessayez plus tard.',
    tooManyCodesFromNetwork: 'Trop de codes demandés depuis votre réseau. Réessayez plus tard.',
    phoneNotMobile: 'Ce numéro ne peut pas recevoir de SMS : indiquez un numéro de mobile.',
    smsBudgetExceeded:
      'L’envoi des codes par SMS est momentanément suspendu. Réessayez dans quelques minutes.',
    phoneNotVerified: 'Ce numéro de téléphone doit d’abord être vérifié par le code reçu par SMS.',
    accountExists: 'Un compte existe déjà pour ce numéro de téléphone.',
    smsNotSent: 'Le SMS n’a pas pu être envoyé. Réessayez dans un instant.',
    internalError: 'Erreur interne du serveur',
    tooManyRequests: 'Trop de requêtes. Réessayez dans un instant.',
    serviceUnavailable: 'Le service est momentanément indisponible. Réessayez dans quelques secondes.',
    smsCode: 'Votre code de vérification : {{code}}',
    unknownEventType: 'Ce type d’événement n’existe pas.',
    unknownServiceType: 'Ce type de prestation n’existe pas.',
    unknownRange: 'Cette tranche n’existe pas : choisissez-en une dans la liste.',
    projectNotFound: 'Ce projet est introuvable.',
    projectClosed: 'Ce projet est clôturé : il ne peut plus être modifié ni envoyé.',
    tooManyRequestsSent:
      'Vous avez envoyé beaucoup de demandes aujourd’hui. Réessayez demain ou écrivez-nous.',
    tooManyOpenProjects: 'Vous avez déjà {{max}} projets ouverts : clôturez-en un avant d’en créer un autre.',
    tooManyProjectsCreated:
      'Vous avez créé beaucoup de projets en peu de temps. Réessayez plus tard ou écrivez-nous.',
    tooManyFavorites: 'Vous avez déjà {{max}} favoris : retirez-en un avant d’en ajouter un autre.',
    providerNotFound: 'Ce prestataire est introuvable.',
    forbiddenWhileImpersonating:
      'Pendant un accès du support, cette action est réservée au titulaire du compte : elle est refusée.',
    impersonationProviderNotFound: 'Aucun prestataire avec un compte ne porte cet identifiant de profil.',
    alreadyImpersonating:
      'Cette session agit déjà pour un prestataire : arrêtez cet accès avant d’en commencer un autre.',
    notImpersonating: 'Cette session n’est pas dans un accès du support : il n’y a rien à arrêter.',
    promotionNotFound: 'Cette annonce est introuvable.',
    requestNotFound: 'Cette demande est introuvable.',
    requestAlreadyAnswered: 'Cette demande a déjà reçu une autre réponse.',
    notEnoughCredits: 'Vous n’avez pas assez de crédits. Achetez un pack de crédits pour continuer.',
    leadExpired:
      'Cette demande a plus de 30 jours sans réponse : elle a expiré et ne peut plus être débloquée.',
    leadNotUnlocked: 'Cette demande n’a pas été débloquée : il n’y a rien à rembourser.',
    leadAlreadyDisputed: 'Une réclamation a déjà été faite pour cette demande.',
    leadAlreadyRefunded: 'Les crédits de cette demande ont déjà été remboursés.',
    cityNotFound: 'Le lieu de ce projet est introuvable : précisez la ville.',
    uploadNotMultipart: 'Cette adresse attend des fichiers envoyés en multipart/form-data.',
    uploadTooLarge: '« {{name}} » dépasse la taille maximale d’un fichier, {{limit}} Mo.',
    uploadTooManyPixels: '« {{name}} » dépasse la taille maximale d’une image, {{limit}} mégapixels.',
    uploadTypeRefused: '« {{name}} » n’est pas une image acceptée : envoyez un fichier {{allowed}}.',
    uploadUnreadable: '« {{name}} » n’a pas pu être lue comme une image.',
    uploadTooManyFiles: 'Envoyez au plus {{limit}} fichiers à la fois.',
    uploadNoFile: 'Aucun fichier reçu : joignez au moins une image.',
    uploadGalleryFull: 'La galerie contient déjà le nombre maximal de photos, {{limit}}.',
    imageNotFound: 'Image introuvable.',
    imageKeyInvalid: 'Cette adresse d’image n’est pas valide.',
    imagesBusy: 'Trop d’images sont en préparation. Réessayez dans quelques secondes.',
    imageChoiceInvalid: 'Le paramètre {{name}} accepte une de ces valeurs : {{allowed}}.',
    unknownRegion: 'Cette région n’existe pas dans ce pays.',
    unknownCity: 'Cette ville n’existe pas dans ce pays.',
    commonPassword: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    tooManyLoginAttempts: 'Trop de tentatives de connexion. Réessayez plus tard.',
    wrongPassword: 'Mot de passe incorrect.',
    emailNotConfirmed: 'Confirmez d’abord votre adresse e-mail depuis le lien que nous vous avons envoyé.',
    phoneTaken: 'Ce numéro est déjà celui d’un autre compte.',
    cityNotPicked: 'Choisissez une ville dans la liste proposée.',
    companyRegisterUnavailable:
      'Le registre des entreprises ne répond pas pour l’instant. Réessayez dans quelques minutes, ou remplissez la page vous-même.',
    companyNotInRegister: 'Aucun établissement n’a ce SIRET dans le registre des entreprises.',
    onboardingIncomplete: 'Votre profil n’est pas encore complet : il manque {{missing}}.',
    venueNotFound: 'Ce lieu est introuvable.',
    videoNotFound: 'Cette vidéo est introuvable.',
    venueIncomplete: 'Ce lieu ne peut pas être affiché sur votre profil : il lui manque {{missing}}.',
    venueImagesFull: 'Ce lieu a déjà le nombre maximal de photos, {{limit}}.',
    tooManyVenues:
      'Vous avez déjà le nombre maximal de lieux, {{limit}} : supprimez-en un avant d’en créer un autre.',
    tooManyVideos:
      'Vous avez déjà le nombre maximal de vidéos, {{limit}} : supprimez-en une avant d’en ajouter une autre.',
    videoAlreadyAdded: 'Cette vidéo est déjà dans votre liste.',
    unknownVenueType: 'Ce type de lieu n’existe pas : choisissez-en un dans la liste.',
    unknownVenuePrestation: 'Ce service n’existe pas : choisissez-en un dans la liste.',
    portfolioNotFound: 'Mariage introuvable.',
    portfolioImageNotFound: 'Photo introuvable.',
    portfolioIncomplete: 'Ce mariage ne peut pas encore être publié : il manque {{missing}}.',
    portfoliosFull: 'Vous avez déjà le nombre maximal de mariages, {{limit}}.',
    portfolioPhotosFull: 'Ce mariage contient déjà le nombre maximal de photos, {{limit}}.',
    portfolioOrderStale:
      'Les photos de ce mariage ont changé entre-temps : rechargez leur ordre actuel, puis réessayez.',
    portfolioKeyImagePublished:
      'Cette photo est la photo principale d’un mariage publié : choisissez-en une autre, ou retirez le mariage du profil, avant de la supprimer.',
    portfolioTitleRequired: 'Un mariage publié garde un titre.',
  },
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'le nom et le SIRET de l’entreprise',
    address: 'l’adresse',
    services: 'les prestations',
    portrait: 'le portrait',
    languages: 'les langues parlées',
    profilePhoto: 'la photo de profil',
    gallery: 'trois photos visibles dans la galerie',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'un nom',
    city: 'une ville',
    image: 'une photo',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Derniers posts Instagram',
    postAlt: 'Post Instagram de {{name}} du {{date}}',
    account: 'Voir @{{username}} sur Instagram',
  },
  profileMedia: {
    venuesTitle: 'Lieux de réception',
    venueImageAlt: '{{venue}}, photo {{position}}',
    videosTitle: 'Vidéos',
    playVideo: 'Lire la vidéo : {{title}}',
    untitledVideo: '{{name}}, vidéo {{position}}',
    vimeo: 'Vidéo Vimeo',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'un titre',
    images: 'des photos',
    keyImage: 'une photo principale',
  },
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Mariage',
    engagement: 'Fiançailles',
    'civil-union': 'PACS',
    'vow-renewal': 'Renouvellement de vœux',
    anniversary: 'Anniversaire de mariage',
    birthday: 'Anniversaire',
    baptism: 'Baptême',
    communion: 'Communion',
    'bachelor-party': 'Enterrement de vie de célibataire',
    'baby-shower': 'Baby shower',
    corporate: 'Événement d’entreprise',
    other: 'Autre événement',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Moins de {{count}} invités',
    guestsBetween: 'De {{min}} à {{max}} invités',
    guestsOver: '{{min}} invités et plus',
    amountUnder: 'Moins de {{amount}}',
    amountBetween: 'De {{min}} à {{max}}',
    amountOver: '{{amount}} et plus',
  },
  /** Service types by slug (the database names them in French only). */
  serviceTypes: {
    'full-service': 'Organisation complète',
    'partial-planning': 'Organisation partielle',
    'day-of-coordination': 'Coordination du jour J',
  },
  /**
   * A provider's account (server/back-office/provider-sign-in/): the password reset link's refusals and the
   * emails of the sign-up, of an address that has an account already, and of a password reset (plain text).
   */
  providerAccount: {
    addressConfirmedAlready: 'Cette adresse est déjà confirmée.',
    resetLinkUnknown: 'Ce lien de réinitialisation n’est pas valide : vérifiez qu’il est complet.',
    resetLinkUsed: 'Ce lien de réinitialisation a déjà servi.',
    resetLinkWithdrawn: 'Ce lien ne fonctionne plus : un lien plus récent a été envoyé.',
    resetLinkExpired: 'Ce lien de réinitialisation a expiré : demandez-en un nouveau.',
    welcomeSubject: 'Confirmez votre adresse e-mail',
    welcomeBody:
      'Bonjour,\n\nBienvenue sur l’espace professionnel de {{brand}}. Pour confirmer l’adresse de votre compte, ouvrez ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heures et ne sert qu’une fois. Votre profil pourra être publié une fois l’adresse confirmée.\n\nSi vous n’avez pas créé de compte, ignorez ce message.\n\n{{brand}}',
    existingSubject: 'Vous avez déjà un compte',
    existingBody:
      'Bonjour,\n\nQuelqu’un, peut-être vous, a voulu créer un compte professionnel {{brand}} avec cette adresse. Elle a déjà un compte : connectez-vous ici :\n\n{{signInLink}}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n\n{{resetLink}}\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé.\n\n{{brand}}',
    resetSubject: 'Choisissez un nouveau mot de passe',
    resetBody:
      'Bonjour,\n\nPour choisir un nouveau mot de passe pour votre compte professionnel {{brand}}, ouvrez ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heure et ne sert qu’une fois. Le nouveau mot de passe déconnectera toutes vos sessions.\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n\n{{brand}}',
  },
  /**
   * A new email address and its confirmation link (server/auth/email-changes.ts): the API's refusals, the email
   * sent to the new address (plain text, no text the user wrote) and the page the link opens.
   */
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Nouvelle demande : {{eventType}}, le {{date}}',
    newLeadBody:
      'Bonjour,\n\nUn couple vous a envoyé une demande sur {{brand}} : {{eventType}}, le {{date}}.\n\nVoyez ce qu’il cherche et décidez de la débloquer :\n\n{{link}}\n\nSes coordonnées s’affichent une fois la demande débloquée. Répondez dans les {{hours}} heures : les couples choisissent souvent le premier planner qui leur répond.\n\n{{brand}}',
    unlockSms: '{{brand}} : {{planner}} a accepté votre demande ({{eventType}}) et va vous contacter.',
    unlockSubject: '{{planner}} a accepté votre demande',
    unlockBody:
      'Bonjour,\n\n{{planner}} a accepté votre demande ({{eventType}}) et a reçu vos coordonnées : le planner va vous contacter.\n\nVous retrouvez vos demandes et leurs réponses dans votre projet sur {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Aucune nouvelle adresse e-mail n’attend de confirmation.',
    tooManyLinks: 'Trop de liens de confirmation ont été envoyés pour ce compte. Réessayez dans une heure.',
    linkUnknown: 'Ce lien de confirmation n’est pas valide : vérifiez qu’il est complet.',
    linkUsed: 'Ce lien de confirmation a déjà servi.',
    linkWithdrawn:
      'Ce lien ne fonctionne plus : un lien plus récent a été envoyé, ou le changement d’adresse a été annulé.',
    linkExpired: 'Ce lien de confirmation a expiré.',
    mailSubject: 'Confirmez votre nouvelle adresse e-mail',
    mailBody:
      'Bonjour,\n\nPour que cette adresse devienne celle de votre compte {{brand}}, confirmez-la en ouvrant ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heures et ne sert qu’une fois. D’ici là, votre compte garde son adresse actuelle.\n\nSi vous n’avez pas demandé ce changement, ignorez ce message : rien ne changera.\n\n{{brand}}',
    pageTitle: 'Confirmer votre adresse e-mail',
    pageLead:
      'Cette adresse deviendra celle de votre compte, à laquelle les wedding planners vous écriront :',
    confirm: 'Confirmer cette adresse',
    confirmed: 'C’est fait : {{email}} est désormais l’adresse de votre compte.',
    newLink: 'Demandez un nouveau lien depuis votre compte.',
    toAccount: 'Aller à mon compte',
  },
  /** Server-rendered directory pages (listings, departments, guides, search results). */
  directory: {
    /** Directory areas are departments or regions (server/directory/areas.ts): texts for both. */
    mainNav: 'Menu principal',
    directory: 'Annuaire des wedding planners',
    guides: 'Conseils et guides',
    breadcrumbs: 'Fil d’Ariane',
    home: 'Accueil',
    areasDepartment: 'Départements',
    areasRegion: 'Régions',
    areasTitleDepartment: 'Les wedding planners par département',
    areasTitleRegion: 'Les wedding planners par région',
    areasDescriptionDepartment:
      'Tous les départements et le nombre de wedding planners inscrits dans chacun : choisissez le vôtre pour comparer leurs profils.',
    areasDescriptionRegion:
      'Toutes les régions et le nombre de wedding planners inscrits dans chacune : choisissez la vôtre pour comparer leurs profils.',
    headingCountry: 'Wedding planners en {{place}}',
    headingArea: 'Wedding planners : {{place}}',
    headingCity: 'Wedding planners à {{place}}',
    /** A city with its area, so that a city and an area of the same name get different titles. */
    cityInArea: '{{city}} – {{area}}',
    introCountry:
      'Parcourez les wedding planners de tout le pays, département par département : les langues qu’ils parlent, leur dernière activité, leur façon de travailler. Contactez-en plusieurs à la fois : vous recevrez bien plus de réponses.',
    introArea:
      '{{place}} : voici les wedding planners qui organisent des mariages dans ce secteur. Comparez leurs profils et les langues qu’ils parlent, puis contactez ceux qui vous plaisent.',
    introCity:
      '{{place}} et ses environs : voici les wedding planners installés dans cette ville. Comparez leurs profils, puis contactez-en plusieurs en une seule demande.',
    countNone: 'Aucun wedding planner n’est encore inscrit ici.',
    countOne: 'Un wedding planner',
    countMany: '{{number}} wedding planners inscrits',
    /** The count beside a link to a listing; French uses the singular for 0 and 1 (Intl.PluralRules). */
    linkCountOne: '{{number}} wedding planner inscrit',
    linkCountOther: '{{number}} wedding planners inscrits',
    pagedTitle: '{{title}} (page {{page}})',
    pagedDescription: '{{description}} (page {{page}})',
    listingDescription:
      '{{place}} : {{countText}}. Comparez profils et langues parlées, et recevez une réponse en moins de 24 heures.',
    pagination: 'Pages de résultats',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageNumber: 'Page n° {{page}}',
    topAreasDepartment: 'Les départements qui comptent le plus de wedding planners',
    topAreasRegion: 'Les régions qui comptent le plus de wedding planners',
    nearbyAreasDepartment: 'Départements voisins',
    nearbyAreasRegion: 'Régions voisines',
    citiesOfArea: 'Les villes où exercent des wedding planners',
    nearbyCities: 'Villes proches',
    searchTitle: 'Trouver un wedding planner',
    service: 'Prestation',
    anyService: 'Toutes les prestations',
    region: 'Région',
    anyRegion: 'Toutes les régions',
    city: 'Ville',
    search: 'Rechercher',
    searchResultsTitle: 'Résultats de votre recherche',
    searchResultsDescription: 'Les wedding planners qui correspondent à votre recherche.',
    searchNoResult: 'Aucun wedding planner ne correspond à cette recherche : essayez avec moins de critères.',
    searchInvalid: 'Ces critères de recherche ne sont pas valides.',
    searchCityUnknown: 'Nous ne trouvons pas cette ville : vérifiez son orthographe.',
    guidesTitle: 'Nos conseils pour organiser votre mariage',
    guidesDescription:
      'Nos guides pour préparer votre mariage avec un wedding planner : budget, calendrier, questions à poser.',
    guidesEmpty: 'Aucun guide n’a encore été publié.',
    galleryTitle: 'Galerie photo',
    galleryLabel: 'Photos de {{name}}',
    galleryImageAlt: 'Photo {{position}} de {{name}}',
    linksTitle: 'Sur le web',
    linkWebsite: 'Site internet',
    linkPhone: 'Téléphone',
    linkEmail: 'E-mail',
    profileDescription: '{{name}}, wedding planner ({{place}}) : profil, langues parlées et contact.',
  },
  /** Server-rendered pages; prices are filled in formatted for the page's locale. */
  pages: {
    home: {
      title: 'Trouvez votre wedding planner',
      description: 'Plus de 500 wedding planners, une réponse en moins de 24 heures.',
      providers: 'Plus de 500 prestataires',
      replyTime: 'Une réponse en moins de 24 heures',
      severalProviders: 'Contacter plusieurs prestataires multiplie vos réponses par 6',
      algorithm: 'Notre algorithme sélectionne 3 profils pour vous',
      pricesTitle: 'Tarifs indicatifs',
      fullService: 'Organisation complète : à partir de {{price}}',
      partialService: 'Organisation partielle : à partir de {{price}}',
      dayOfCoordination: 'Coordination le jour J : à partir de {{price}}',
      claimsTitle: 'Pourquoi passer par nous',
      stepsTitle: 'Comment ça marche',
      step1Title: 'Cherchez',
      step1Text:
        'Choisissez une prestation, une région ou une ville : l’annuaire vous montre les wedding planners qui y travaillent.',
      step2Title: 'Comparez',
      step2Text:
        'Parcourez leurs profils, leurs photos et les langues qu’ils parlent, puis gardez vos préférés.',
      step3Title: 'Contactez',
      step3Text:
        'Décrivez votre mariage une seule fois et envoyez votre demande à plusieurs wedding planners : ils vous répondent en moins de 24 heures.',
      featuredTitle: 'Wedding planners à la une',
      featuredEmpty:
        'Aucun wedding planner n’est encore mis en avant sur ce site : parcourez l’annuaire pour découvrir ceux qui sont inscrits.',
      featuredAll: 'Voir tous les wedding planners',
      areasAllDepartment: 'Voir tous les départements',
      areasAllRegion: 'Voir toutes les régions',
      guidesAll: 'Voir tous nos guides',
      projectTitle: 'Votre mariage commence ici',
      projectText:
        'Créez votre projet en quelques minutes : date, lieu, budget. Les wedding planners qui vous correspondent vous répondent.',
      projectCall: 'Démarrer mon projet',
      plannersTitle: 'Vous êtes wedding planner ?',
      plannersText:
        'Présentez votre travail aux couples de votre région et recevez leurs demandes dans votre espace prestataire.',
      plannersCall: 'Accéder à l’espace prestataire',
    },
    project: {
      title: 'Mon projet de mariage',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Changer',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Créer mon projet',
        intro:
          'Créez votre projet de mariage en cinq étapes, puis envoyez-le aux wedding planners de votre choix.',
        noScript:
          'Cette page a besoin de JavaScript pour enregistrer vos réponses au fur et à mesure. Activez-le, ou contactez un wedding planner depuis sa page.',
        loading: 'Chargement du formulaire…',
        stepsLabel: 'Les étapes',
      },
      nav: {
        label: 'Navigation du site',
        home: 'Mon projet',
        search: 'Rechercher',
        favorites: 'Mes favoris',
        testimonials: 'Témoignages',
        account: 'Mon compte',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'Mon projet de mariage',
        projectLoading: 'Chargement du projet…',
        accountLoading: 'Chargement de votre compte…',
        favoritesLoading: 'Chargement de vos favoris…',
        needsScript: 'Cette page a besoin de JavaScript pour afficher vos informations.',
      },
      /** The project site's shell: its home, registration, testimonials, search (server/pages/project-site/). */
      shell: {
        signIn: 'Se connecter',
        welcomeTitle: 'Bienvenue sur votre projet de mariage',
        welcomeText:
          'Décrivez votre mariage, recevez les profils de wedding planners choisis pour vous et contactez-les en quelques minutes.',
        claimsTitle: 'Ce que nous faisons pour vous',
        startProject: 'Commencer un projet',
        signInLoading: 'Chargement de la connexion par téléphone…',
        coupleTitle: 'Vos projets à venir',
        coupleLoading: 'Chargement de vos projets…',
        registerTitle: 'Créer mon compte',
        registerText:
          'Vérifiez votre numéro de téléphone par SMS, puis créez votre profil : vous pourrez ensuite décrire votre projet et contacter des wedding planners.',
        testimonialsTitle: 'Ils ont trouvé leur wedding planner',
        testimonialsIntro: 'Des couples racontent comment ils ont préparé leur mariage avec nous.',
        searchTitle: 'Trouver un wedding planner',
        searchIntro:
          'Cherchez parmi les wedding planners de l’annuaire et ajoutez ceux qui vous plaisent à votre projet.',
        weddingIn: 'Mariage à {{place}}, {{year}}',
        testimonials: {
          quote1:
            'Nous avons reçu trois propositions en une soirée. Notre wedding planner a tout pris en main, nous avons enfin profité des préparatifs.',
          quote2:
            'Organiser notre mariage depuis l’étranger nous faisait peur. Le projet décrit une seule fois, les réponses sont arrivées en moins d’une journée.',
          quote3:
            'Nous cherchions une coordinatrice pour le jour J seulement : l’algorithme a vu juste du premier coup.',
          quote4:
            'Contacter plusieurs wedding planners nous a permis de comparer sereinement. Nous recommandons à tous nos amis.',
        },
      },
    },
    backOffice: {
      title: 'Espace prestataire',
      /** The back-office's pages (server/pages/back-office/): their header, titles and skeletons. */
      nav: {
        label: 'Espace prestataire',
        dashboard: 'Tableau de bord',
        profile: 'Mon profil',
        credits: 'Crédits',
        account: 'Mon compte',
      },
      signIn: 'Se connecter',
      titles: {
        login: 'Connexion',
        register: 'Créer un compte prestataire',
        forgotPassword: 'Mot de passe oublié',
        resetPassword: 'Nouveau mot de passe',
        confirmEmail: 'Confirmation de votre adresse',
        dashboard: 'Tableau de bord',
        account: 'Mon compte',
        supportAccess: 'Accès du support',
      },
      registerLead: 'Présentez votre entreprise aux couples qui préparent leur mariage.',
      supportAccessLead:
        'Agissez pour un prestataire pendant une heure au plus ; tout ce que vous faites est noté dans son journal.',
      loading: 'Chargement…',
      noScript: 'Cette page a besoin de JavaScript. Activez-le pour continuer.',
    },
    notFound: {
      backHome: 'Retour à l’accueil',
    },
    provider: {
      portraitTitle: 'Présentation',
      languagesTitle: 'Langues parlées',
      servicesTitle: 'Prestations',
      experiencesTitle: 'Expériences',
      contactTitle: 'Contacter {{name}}',
      contactButton: 'Contacter',
      skipToContact: 'Aller au formulaire de contact',
      photoAlt: 'Photo de {{name}}',
      portfoliosTitle: 'Mariages réels',
      portfolioImageAlt: '{{title}}, photo {{position}}',
      portfolioCarousel: 'Photos de {{title}}',
      portfolioBack: 'Retour au profil de {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Aller au contenu',
      menu: 'Menu',
      directory: 'Annuaire',
      guides: 'Conseils',
      startProject: 'Démarrer mon projet',
      forPlanners: 'Vous êtes wedding planner ?',
      switcherLabel: 'Pays et langue',
    },
    footer: {
      sitesLabel: 'Nos sites',
      navLabel: 'Pied de page',
      tagline: 'Le répertoire des wedding planners, dans sept pays d’Europe.',
      couplesTitle: 'Futurs mariés',
      plannersTitle: 'Professionnels',
      aboutTitle: 'À propos',
      termsOfSale: 'Conditions générales de vente',
    },
  },
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} crédits',
    sandbox: {
      title: 'Paiement (bac à sable)',
      lead: 'Page de test : aucun argent ne circule. Elle fait ce que ferait la page de paiement d’une banque.',
      order: 'Commande',
      amount: 'Montant, TVA comprise',
      pay: 'Payer',
      payLater: 'Payer par prélèvement (confirmé plus tard)',
      settle: 'Confirmer le prélèvement',
      fail: 'Faire échouer le paiement',
      abandon: 'Abandonner',
      confirmsLater: 'Le prélèvement attend la confirmation de la banque.',
      closed: 'Ce paiement est terminé.',
    },
    success: {
      title: 'Votre paiement',
      paid: 'Paiement reçu : {{credits}} crédits ont été ajoutés à votre solde.',
      pending:
        'Votre paiement est en cours de confirmation : vos crédits arriveront dès que nous aurons la confirmation.',
      confirmsLater:
        'Votre paiement est en attente : ce moyen de paiement est confirmé plus tard par la banque, et vos crédits arriveront à ce moment-là.',
      failed: 'Le paiement a échoué : aucun crédit n’a été ajouté et rien n’a été débité.',
      expired: 'Le paiement a été abandonné : aucun crédit n’a été ajouté et rien n’a été débité.',
      unknown: 'Nous ne trouvons pas ce paiement.',
      refresh: 'Vérifier à nouveau',
      toCredits: 'Voir mes crédits',
      receipt: 'Voir le reçu',
    },
    premium: {
      plan: 'Premium, mensuel',
      sandbox: {
        title: 'Abonnement (bac à sable)',
        lead: 'Page de test : aucun argent ne circule. Elle fait ce que ferait la page d’abonnement d’une banque.',
        price: 'Prix par mois, TVA comprise',
        subscribe: 'S’abonner',
        fail: 'Faire échouer le paiement',
        abandon: 'Abandonner',
        declined: 'Le paiement a été refusé : rien n’a été débité. Essayez à nouveau ou abandonnez.',
      },
      billing: {
        title: 'Gérer mon abonnement (bac à sable)',
        renews: 'Se renouvelle le {{date}}',
        ends: 'Prend fin le {{date}}',
        cancelAtPeriodEnd: 'Résilier à la fin de la période',
        resume: 'Reprendre l’abonnement',
        cancelNow: 'Résilier maintenant',
        closed: 'Cet abonnement est terminé.',
      },
      success: {
        title: 'Votre abonnement Premium',
        active: 'Vous êtes Premium jusqu’au {{date}}.',
        pending:
          'Votre abonnement est en cours de confirmation : Premium arrivera dès que nous aurons la confirmation.',
        ended: 'Cet abonnement est terminé.',
        unknown: 'Nous ne trouvons pas cet abonnement pour l’instant.',
        refresh: 'Vérifier à nouveau',
        toPremium: 'Voir mon abonnement',
      },
      canceled: {
        title: 'Abonnement non souscrit',
        message: 'Vous n’avez pas souscrit : rien n’a été débité.',
      },
      updated: {
        title: 'Votre abonnement',
        message:
          'Vos changements seront pris en compte dès que le service de paiement nous les aura confirmés.',
      },
    },
  },
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Cet avis n’existe pas.',
    alreadyReported: 'Vous avez déjà signalé cet avis : le support l’examine ou l’a examiné.',
    invitationSubject: 'Votre avis sur {{planner}}',
    invitationBody:
      'Bonjour {{name}},\n\nVotre {{eventType}} du {{date}} est passé : comment s’est passée votre collaboration avec {{planner}} ? Votre avis aide d’autres couples à choisir.\n\nDonnez votre avis ici :\n{{link}}\n\nCe lien vous est personnel et fonctionne jusqu’au {{expiry}}.\n\nL’équipe {{brand}}',
    stars: '{{count}} sur 5',
    page: {
      title: 'Votre avis',
      heading: 'Votre avis sur {{planner}}',
      lead: 'Votre événement du {{date}} est passé : racontez comment s’est passée votre collaboration.',
      rating: 'Votre note',
      text: 'Votre avis',
      publicNote:
        'Votre avis sera publié sur le profil du wedding planner sous le nom « {{name}} », avec la date de votre événement.',
      submit: 'Publier mon avis',
      fixErrors: 'Votre avis n’a pas été envoyé :',
      thanksTitle: 'Merci pour votre avis',
      thanks: 'Votre avis est publié sur le profil de {{planner}}.',
      toProfile: 'Voir le profil de {{planner}}',
      linkInvalid: 'Ce lien n’est pas valide. Utilisez le lien reçu par email, en entier.',
      linkExpired: 'Ce lien a expiré : il ne permet plus de donner un avis.',
      alreadyReviewed: 'Vous avez déjà donné votre avis sur cette demande. Merci !',
    },
    profile: {
      title: 'Avis des couples',
      average: 'Note moyenne : {{average}} sur 5',
      count: 'Avis : {{count}}',
      rating: 'Note : {{rating}} sur 5',
      verified: 'Avis vérifié',
      eventOn: 'Événement du {{date}}',
      reply: 'Réponse de {{planner}}',
    },
  },
};

export type ServerCatalog = typeof fr;
