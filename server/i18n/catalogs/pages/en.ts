import type { PagesTexts } from './fr';

export const en: PagesTexts = {
  pages: {
    home: {
      title: 'Find your wedding planner',
      description: 'More than 500 wedding planners, a reply in under 24 hours.',
      providers: 'More than 500 providers',
      replyTime: 'A reply in under 24 hours',
      severalProviders: 'Contacting several providers multiplies your replies by 6',
      algorithm: 'Our algorithm picks 3 profiles for you',
      pricesTitle: 'Indicative prices',
      fullService: 'Full wedding planning: from {{price}}',
      partialService: 'Partial planning: from {{price}}',
      dayOfCoordination: 'On-the-day coordination: from {{price}}',
      claimsTitle: 'Why plan with us',
      stepsTitle: 'How it works',
      step1Title: 'Search',
      step1Text:
        'Pick a service, a region or a city: the directory shows you the wedding planners who work there.',
      step2Title: 'Compare',
      step2Text:
        'Browse their profiles, their photos and the languages they speak, and keep your favourites.',
      step3Title: 'Get in touch',
      step3Text:
        'Describe your wedding once and send your request to several wedding planners: they reply in under 24 hours.',
      featuredTitle: 'Featured wedding planners',
      featuredEmpty:
        'No wedding planner is featured on this site yet: browse the directory to meet those who have joined.',
      featuredAll: 'See every wedding planner',
      areasAllDepartment: 'See every county',
      areasAllRegion: 'See every region',
      guidesAll: 'See all our guides',
      projectTitle: 'Your wedding starts here',
      projectText:
        'Create your project in a few minutes: date, place, budget. The wedding planners who suit you will reply.',
      projectCall: 'Start my project',
      plannersTitle: 'Are you a wedding planner?',
      plannersText:
        'Show your work to couples in your area and receive their requests in your provider area.',
      plannersCall: 'Go to the provider area',
    },
    project: {
      title: 'My wedding project',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Change',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Create my project',
        intro:
          'Create your wedding project in five steps, then send it to the wedding planners of your choice.',
        noScript:
          'This page needs JavaScript to save your answers as you go. Turn it on, or contact a wedding planner from their page.',
        loading: 'Loading the form…',
        stepsLabel: 'The steps',
      },
      nav: {
        label: 'Site navigation',
        home: 'My project',
        search: 'Search',
        favorites: 'My favourites',
        testimonials: 'Testimonials',
        account: 'My account',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'My wedding project',
        projectLoading: 'Loading the project…',
        accountLoading: 'Loading your account…',
        favoritesLoading: 'Loading your favourites…',
        needsScript: 'This page needs JavaScript to show your information.',
      },
      shell: {
        signIn: 'Sign in',
        welcomeTitle: 'Welcome to your wedding project',
        welcomeText:
          'Describe your wedding, receive the profiles of wedding planners picked for you and contact them in a few minutes.',
        claimsTitle: 'What we do for you',
        startProject: 'Start a project',
        signInLoading: 'Loading the phone sign-in…',
        coupleTitle: 'Your upcoming projects',
        coupleLoading: 'Loading your projects…',
        registerTitle: 'Create my account',
        registerText:
          'Verify your phone number by SMS, then create your profile: you can then describe your project and contact wedding planners.',
        testimonialsTitle: 'They found their wedding planner',
        testimonialsIntro: 'Couples tell how they prepared their wedding with us.',
        searchTitle: 'Find a wedding planner',
        searchIntro:
          'Search the wedding planners of the directory and add the ones you like to your project.',
        weddingIn: 'Wedding in {{place}}, {{year}}',
        testimonials: {
          quote1:
            'We received three proposals in one evening. Our wedding planner took care of everything, and we finally enjoyed the preparations.',
          quote2:
            'Planning our wedding from abroad scared us. We described the project once, and the replies came in less than a day.',
          quote3:
            'We were looking for a coordinator for the day itself only: the algorithm got it right the first time.',
          quote4:
            'Contacting several wedding planners let us compare calmly. We recommend it to all our friends.',
        },
      },
    },
    backOffice: {
      title: 'Provider area',
      nav: {
        label: 'Provider area',
        dashboard: 'Dashboard',
        profile: 'My profile',
        credits: 'Credits',
        account: 'My account',
      },
      signIn: 'Sign in',
      titles: {
        login: 'Sign in',
        register: 'Create a provider account',
        forgotPassword: 'Forgotten password',
        resetPassword: 'New password',
        confirmEmail: 'Confirming your address',
        dashboard: 'Dashboard',
        account: 'My account',
        supportAccess: 'Support access',
      },
      registerLead: 'Introduce your company to couples planning their wedding.',
      supportAccessLead:
        'Act for a provider for one hour at most; everything you do is written to their log.',
      loading: 'Loading…',
      noScript: 'This page needs JavaScript. Turn it on to continue.',
    },
    notFound: {
      backHome: 'Back to the home page',
    },
    provider: {
      portraitTitle: 'About',
      languagesTitle: 'Languages spoken',
      servicesTitle: 'Services',
      experiencesTitle: 'Experience',
      contactTitle: 'Contact {{name}}',
      contactButton: 'Contact',
      skipToContact: 'Skip to the contact form',
      photoAlt: 'Photo of {{name}}',
      portfoliosTitle: 'Real weddings',
      portfolioImageAlt: 'Photo {{position}} of {{title}}',
      portfolioCarousel: 'Photos of {{title}}',
      portfolioBack: 'Back to {{name}}’s profile',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Skip to content',
      menu: 'Menu',
      directory: 'Directory',
      guides: 'Guides',
      startProject: 'Start your project',
      forPlanners: 'For wedding planners',
      switcherLabel: 'Country and language',
    },
    footer: {
      sitesLabel: 'Our sites',
      navLabel: 'Footer',
      tagline: 'The directory of wedding planners, in seven European countries.',
      couplesTitle: 'Couples',
      plannersTitle: 'Professionals',
      aboutTitle: 'About',
      termsOfSale: 'Terms of sale',
    },
  },
};
