import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Soort evenement',
      eventDetails: 'Details van het evenement',
      extras: 'Aanvullingen',
      planners: 'Voorgestelde weddingplanners',
      validation: 'Bevestiging',
    },
    status: {
      notStarted: 'Niet begonnen',
      inProgress: 'Bezig',
      done: 'Klaar',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Mijn project aanmaken',
      loading: 'Laden…',
      retry: 'Opnieuw proberen',
      stepOf: 'Stap {{number}} van {{total}}',
      progressLabel: 'Voortgang',
      next: 'Volgende',
      back: 'Vorige',
      send: 'Mijn project versturen',
      sending: 'Bezig met versturen…',
      eventTypeLabel: 'Soort evenement',
      choose: 'Kies…',
      eventDate: 'Datum van het evenement',
      location: 'Stad van het evenement',
      locationHint: 'Typ de eerste letters en kies de stad uit de lijst.',
      guestRange: 'Aantal gasten',
      notSaid: 'Niet opgegeven',
      serviceType: 'Soort dienst',
      theme: 'Thema',
      themeHint: 'Bijvoorbeeld: boho, landelijk, chic…',
      languages: 'Talen die de weddingplanner spreekt',
      plannerLocation: 'Waar moet de weddingplanner zich bevinden?',
      nearEvent: 'Dicht bij het evenement',
      anywhere: 'Maakt niet uit',
      plannerBudget: 'Budget voor de weddingplanner',
      budget: 'Totaal budget van de bruiloft',
      plannersIntro:
        'Ons algoritme heeft 3 profielen voor u gekozen: meerdere dienstverleners contacteren vermenigvuldigt uw antwoorden met 6.',
      plannersNeedPlace: 'Kies eerst de stad van het evenement om weddingplanners in de buurt te zien.',
      featured: 'De weddingplanner die u bekeek',
      contactName: '{{name}} contacteren',
      more: 'Meer weddingplanners bekijken',
      noMore: 'Voorlopig geen andere weddingplanner.',
      unknownPlanner:
        'De weddingplanner uit uw link is niet gevonden en uit uw keuze gehaald. In stap 4 kiest u andere.',
      plannerLimit: 'Hoogstens {{max}} weddingplanners: haal er een weg om een andere te kiezen.',
      chosenCount: 'Gekozen weddingplanners: {{count}}',
      checkTitle: 'Controleer uw antwoorden',
      change: 'Wijzigen',
      notAnswered: 'Niet opgegeven',
      messageLabel: 'Uw bericht aan de weddingplanners',
      messageHint: 'Stel uzelf voor en beschrijf uw project in een paar woorden.',
      signInTitle: 'Meld u aan om uw project te versturen',
      signInHeading: 'Bevestig uw telefoonnummer',
      inscriptionIntro: 'Maak uw profiel aan om uw project te versturen: uw antwoorden blijven bewaard.',
      dailyCap:
        'U hebt het maximale aantal aanvragen voor vandaag bereikt. Uw project is opgeslagen: probeer het morgen opnieuw.',
      savedNotSent:
        'Uw project is opgeslagen, maar de aanvraag kon niet worden verstuurd. Probeer het opnieuw: het wordt geen twee keer aangemaakt.',
      sentTitle: 'Uw project is verstuurd',
      sentText: 'Gecontacteerde weddingplanners: {{count}}. Ze antwoorden meestal binnen 24 uur.',
      alreadySentText: 'Onlangs al gecontacteerd, voor dit project of een ander: {{count}}.',
      viewProject: 'Mijn project bekijken',
      newProject: 'Nog een project aanmaken',
    },
    sent: {
      contacted: 'Gecontacteerde weddingplanners',
      already: 'Onlangs al gecontacteerd',
    },
    otherTab: {
      notice:
        'Dit project is in een ander tabblad gewijzigd. De antwoorden in dit tabblad blijven staan tot u kiest.',
      load: 'De versie van het andere tabblad laden',
      keep: 'De antwoorden van dit tabblad behouden',
    },
  },
} satisfies typeof french;
