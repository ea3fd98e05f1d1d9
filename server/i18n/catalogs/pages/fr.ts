/** The public and project sites’ pages the server renders. French is the source of truth. */
export const fr = {
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
};

export type PagesTexts = typeof fr;
