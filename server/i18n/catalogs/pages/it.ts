import type { PagesTexts } from './fr';

export const it: PagesTexts = {
  pages: {
    home: {
      title: 'Trova il tuo wedding planner',
      description: 'Più di 500 wedding planner, una risposta in meno di 24 ore.',
      providers: 'Più di 500 fornitori',
      replyTime: 'Una risposta in meno di 24 ore',
      severalProviders: 'Contattare più fornitori moltiplica le tue risposte per 6',
      algorithm: 'Il nostro algoritmo seleziona 3 profili per te',
      pricesTitle: 'Prezzi indicativi',
      fullService: 'Organizzazione completa: da {{price}}',
      partialService: 'Organizzazione parziale: da {{price}}',
      dayOfCoordination: 'Coordinamento nel giorno del matrimonio: da {{price}}',
      claimsTitle: 'Perché organizzare con noi',
      stepsTitle: 'Come funziona',
      step1Title: 'Cerca',
      step1Text:
        'Scegli un servizio, una regione o una città: l’elenco ti mostra i wedding planner che vi lavorano.',
      step2Title: 'Confronta',
      step2Text: 'Sfoglia i loro profili, le foto e le lingue che parlano, e salva i tuoi preferiti.',
      step3Title: 'Contatta',
      step3Text:
        'Descrivi il tuo matrimonio una sola volta e invia la richiesta a più wedding planner: rispondono in meno di 24 ore.',
      featuredTitle: 'Wedding planner in evidenza',
      featuredEmpty:
        'Nessun wedding planner è ancora in evidenza su questo sito: sfoglia l’elenco per scoprire chi si è iscritto.',
      featuredAll: 'Vedi tutti i wedding planner',
      areasAllDepartment: 'Vedi tutte le province',
      areasAllRegion: 'Vedi tutte le regioni',
      guidesAll: 'Vedi tutte le nostre guide',
      projectTitle: 'Il tuo matrimonio inizia qui',
      projectText:
        'Crea il tuo progetto in pochi minuti: data, luogo, budget. I wedding planner adatti a te ti risponderanno.',
      projectCall: 'Inizia il mio progetto',
      plannersTitle: 'Sei un wedding planner?',
      plannersText:
        'Mostra il tuo lavoro alle coppie della tua zona e ricevi le loro richieste nella tua area fornitori.',
      plannersCall: 'Vai all’area fornitori',
    },
    project: {
      title: 'Il mio progetto di matrimonio',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Cambia',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Crea il mio progetto',
        intro:
          'Crea il tuo progetto di matrimonio in cinque passaggi, poi invialo ai wedding planner che preferisci.',
        noScript:
          'Questa pagina ha bisogno di JavaScript per salvare le tue risposte man mano. Attivalo, oppure contatta un wedding planner dalla sua pagina.',
        loading: 'Caricamento del modulo…',
        stepsLabel: 'I passaggi',
      },
      nav: {
        label: 'Navigazione del sito',
        home: 'Il mio progetto',
        search: 'Cerca',
        favorites: 'I miei preferiti',
        testimonials: 'Testimonianze',
        account: 'Il mio account',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'Il mio progetto di matrimonio',
        projectLoading: 'Caricamento del progetto…',
        accountLoading: 'Caricamento del tuo account…',
        favoritesLoading: 'Caricamento dei tuoi preferiti…',
        needsScript: 'Questa pagina ha bisogno di JavaScript per mostrare le tue informazioni.',
      },
      shell: {
        signIn: 'Accedi',
        welcomeTitle: 'Benvenuti nel vostro progetto di matrimonio',
        welcomeText:
          'Descrivete il vostro matrimonio, ricevete i profili dei wedding planner scelti per voi e contattateli in pochi minuti.',
        claimsTitle: 'Cosa facciamo per voi',
        startProject: 'Inizia un progetto',
        signInLoading: 'Caricamento dell’accesso con il telefono…',
        coupleTitle: 'I vostri progetti in arrivo',
        coupleLoading: 'Caricamento dei vostri progetti…',
        registerTitle: 'Crea il mio account',
        registerText:
          'Verificate il vostro numero di telefono via SMS, poi create il vostro profilo: potrete quindi descrivere il vostro progetto e contattare i wedding planner.',
        testimonialsTitle: 'Hanno trovato il loro wedding planner',
        testimonialsIntro: 'Alcune coppie raccontano come hanno preparato il loro matrimonio con noi.',
        searchTitle: 'Trova un wedding planner',
        searchIntro:
          'Cercate tra i wedding planner dell’elenco e aggiungete al vostro progetto quelli che vi piacciono.',
        weddingIn: 'Matrimonio a {{place}}, {{year}}',
        testimonials: {
          quote1:
            'Abbiamo ricevuto tre proposte in una sera. La nostra wedding planner si è occupata di tutto e finalmente ci siamo goduti i preparativi.',
          quote2:
            'Organizzare il matrimonio dall’estero ci spaventava. Descritto il progetto una volta, le risposte sono arrivate in meno di un giorno.',
          quote3:
            'Cercavamo una coordinatrice solo per il grande giorno: l’algoritmo ha indovinato al primo colpo.',
          quote4:
            'Contattare più wedding planner ci ha permesso di confrontare con calma. Lo consigliamo a tutti i nostri amici.',
        },
      },
    },
    backOffice: {
      title: 'Area fornitori',
      nav: {
        label: 'Area fornitori',
        dashboard: 'Bacheca',
        profile: 'Il mio profilo',
        credits: 'Crediti',
        account: 'Il mio account',
      },
      signIn: 'Accedi',
      titles: {
        login: 'Accesso',
        register: 'Crea un account fornitore',
        forgotPassword: 'Password dimenticata',
        resetPassword: 'Nuova password',
        confirmEmail: 'Conferma del tuo indirizzo',
        dashboard: 'Bacheca',
        account: 'Il mio account',
        supportAccess: 'Accesso dell’assistenza',
      },
      registerLead: 'Presenta la tua azienda alle coppie che preparano il loro matrimonio.',
      supportAccessLead:
        'Agisci per un fornitore per un’ora al massimo; tutto ciò che fai viene annotato nel suo registro.',
      loading: 'Caricamento…',
      noScript: 'Questa pagina ha bisogno di JavaScript. Attivalo per continuare.',
    },
    notFound: {
      backHome: 'Torna alla home page',
    },
    provider: {
      portraitTitle: 'Presentazione',
      languagesTitle: 'Lingue parlate',
      servicesTitle: 'Servizi',
      experiencesTitle: 'Esperienze',
      contactTitle: 'Contatta {{name}}',
      contactButton: 'Contatta',
      skipToContact: 'Vai al modulo di contatto',
      photoAlt: 'Foto di {{name}}',
      portfoliosTitle: 'Matrimoni reali',
      portfolioImageAlt: '{{title}}, foto {{position}}',
      portfolioCarousel: 'Foto di {{title}}',
      portfolioBack: 'Torna al profilo di {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Vai al contenuto',
      menu: 'Menu',
      directory: 'Elenco',
      guides: 'Guide',
      startProject: 'Inizia il tuo progetto',
      forPlanners: 'Per i wedding planner',
      switcherLabel: 'Paese e lingua',
    },
    footer: {
      sitesLabel: 'I nostri siti',
      navLabel: 'Piè di pagina',
      tagline: 'L’elenco dei wedding planner in sette paesi europei.',
      couplesTitle: 'Futuri sposi',
      plannersTitle: 'Professionisti',
      aboutTitle: 'Chi siamo',
      termsOfSale: 'Condizioni generali di vendita',
    },
  },
};
