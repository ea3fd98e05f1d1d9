import type { PagesTexts } from './fr';

export const nl: PagesTexts = {
  pages: {
    home: {
      title: 'Vind uw weddingplanner',
      description: 'Meer dan 500 weddingplanners, een antwoord binnen 24 uur.',
      providers: 'Meer dan 500 dienstverleners',
      replyTime: 'Een antwoord binnen 24 uur',
      severalProviders: 'Wie meerdere dienstverleners contacteert, krijgt 6 keer meer antwoorden',
      algorithm: 'Ons algoritme selecteert 3 profielen voor u',
      pricesTitle: 'Richtprijzen',
      fullService: 'Volledige organisatie: vanaf {{price}}',
      partialService: 'Gedeeltelijke organisatie: vanaf {{price}}',
      dayOfCoordination: 'Coördinatie op de trouwdag: vanaf {{price}}',
      claimsTitle: 'Waarom via ons',
      stepsTitle: 'Zo werkt het',
      step1Title: 'Zoeken',
      step1Text: 'Kies een dienst, een regio of een stad: de gids toont u de weddingplanners die er werken.',
      step2Title: 'Vergelijken',
      step2Text: 'Bekijk hun profielen, hun foto’s en de talen die ze spreken, en bewaar uw favorieten.',
      step3Title: 'Contact opnemen',
      step3Text:
        'Beschrijf uw huwelijk één keer en stuur uw aanvraag naar meerdere weddingplanners: ze antwoorden binnen 24 uur.',
      featuredTitle: 'Uitgelichte weddingplanners',
      featuredEmpty:
        'Er zijn op deze site nog geen uitgelichte weddingplanners: blader door de gids om te zien wie er ingeschreven is.',
      featuredAll: 'Alle weddingplanners bekijken',
      areasAllDepartment: 'Alle provincies bekijken',
      areasAllRegion: 'Alle regio’s bekijken',
      guidesAll: 'Al onze gidsen bekijken',
      projectTitle: 'Uw huwelijk begint hier',
      projectText:
        'Maak uw project in een paar minuten aan: datum, plaats, budget. De weddingplanners die bij u passen, antwoorden u.',
      projectCall: 'Mijn project starten',
      plannersTitle: 'Bent u weddingplanner?',
      plannersText:
        'Toon uw werk aan koppels uit uw regio en ontvang hun aanvragen in uw dienstverlenersruimte.',
      plannersCall: 'Naar de dienstverlenersruimte',
    },
    project: {
      title: 'Mijn trouwproject',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Wijzigen',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Mijn project aanmaken',
        intro: 'Maak uw trouwproject in vijf stappen en stuur het naar de weddingplanners van uw keuze.',
        noScript:
          'Deze pagina heeft JavaScript nodig om uw antwoorden onderweg op te slaan. Schakel het in, of neem contact op met een weddingplanner via zijn pagina.',
        loading: 'Formulier wordt geladen…',
        stepsLabel: 'De stappen',
      },
      nav: {
        label: 'Sitenavigatie',
        home: 'Mijn project',
        search: 'Zoeken',
        favorites: 'Mijn favorieten',
        testimonials: 'Getuigenissen',
        account: 'Mijn account',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'Mijn trouwproject',
        projectLoading: 'Project wordt geladen…',
        accountLoading: 'Uw account wordt geladen…',
        favoritesLoading: 'Uw favorieten worden geladen…',
        needsScript: 'Deze pagina heeft JavaScript nodig om uw gegevens te tonen.',
      },
      shell: {
        signIn: 'Inloggen',
        welcomeTitle: 'Welkom bij uw trouwproject',
        welcomeText:
          'Beschrijf uw bruiloft, ontvang de profielen van weddingplanners die voor u gekozen zijn en neem binnen enkele minuten contact met hen op.',
        claimsTitle: 'Wat wij voor u doen',
        startProject: 'Een project starten',
        signInLoading: 'Inloggen met telefoon wordt geladen…',
        coupleTitle: 'Uw komende projecten',
        coupleLoading: 'Uw projecten worden geladen…',
        registerTitle: 'Mijn account aanmaken',
        registerText:
          'Bevestig uw telefoonnummer per sms en maak daarna uw profiel aan: dan kunt u uw project beschrijven en weddingplanners contacteren.',
        testimonialsTitle: 'Zij vonden hun weddingplanner',
        testimonialsIntro: 'Koppels vertellen hoe ze hun bruiloft met ons hebben voorbereid.',
        searchTitle: 'Een weddingplanner vinden',
        searchIntro: 'Zoek tussen de weddingplanners van de gids en voeg wie u bevalt toe aan uw project.',
        weddingIn: 'Bruiloft in {{place}}, {{year}}',
        testimonials: {
          quote1:
            'We kregen drie voorstellen op één avond. Onze weddingplanner nam alles in handen en eindelijk genoten we van de voorbereidingen.',
          quote2:
            'Onze bruiloft vanuit het buitenland organiseren maakte ons bang. We beschreven het project één keer en de antwoorden kwamen binnen een dag.',
          quote3: 'We zochten alleen een coördinator voor de grote dag: het algoritme had het meteen goed.',
          quote4:
            'Door meerdere weddingplanners te contacteren konden we rustig vergelijken. We raden het al onze vrienden aan.',
        },
      },
    },
    backOffice: {
      title: 'Ruimte voor dienstverleners',
      nav: {
        label: 'Ruimte voor dienstverleners',
        dashboard: 'Overzicht',
        profile: 'Mijn profiel',
        credits: 'Mijn credits',
        account: 'Mijn account',
      },
      signIn: 'Inloggen',
      titles: {
        login: 'Inloggen',
        register: 'Een account voor dienstverleners aanmaken',
        forgotPassword: 'Wachtwoord vergeten',
        resetPassword: 'Nieuw wachtwoord',
        confirmEmail: 'Uw adres bevestigen',
        dashboard: 'Overzicht',
        account: 'Mijn account',
        supportAccess: 'Toegang door support',
      },
      registerLead: 'Stel uw bedrijf voor aan koppels die hun huwelijk voorbereiden.',
      supportAccessLead:
        'Handel hoogstens een uur voor een dienstverlener; alles wat u doet, komt in diens logboek.',
      loading: 'Laden…',
      noScript: 'Deze pagina heeft JavaScript nodig. Schakel het in om verder te gaan.',
    },
    notFound: {
      backHome: 'Terug naar de startpagina',
    },
    provider: {
      portraitTitle: 'Voorstelling',
      languagesTitle: 'Gesproken talen',
      servicesTitle: 'Diensten',
      experiencesTitle: 'Ervaring',
      contactTitle: 'Contact opnemen met {{name}}',
      contactButton: 'Contact opnemen',
      skipToContact: 'Naar het contactformulier',
      photoAlt: 'Foto van {{name}}',
      portfoliosTitle: 'Echte bruiloften',
      portfolioImageAlt: '{{title}}, foto {{position}}',
      portfolioCarousel: 'Foto’s van {{title}}',
      portfolioBack: 'Terug naar het profiel van {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Naar de inhoud',
      menu: 'Menu',
      directory: 'Gids',
      guides: 'Tips',
      startProject: 'Start je project',
      forPlanners: 'Voor weddingplanners',
      switcherLabel: 'Land en taal',
    },
    footer: {
      sitesLabel: 'Onze websites',
      navLabel: 'Voettekst',
      tagline: 'De gids van weddingplanners, in zeven Europese landen.',
      couplesTitle: 'Bruidsparen',
      plannersTitle: 'Voor professionals',
      aboutTitle: 'Over ons',
      termsOfSale: 'Algemene verkoopvoorwaarden',
    },
  },
};
