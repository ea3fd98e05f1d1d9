import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'Uw bedrijf',
      intro:
        'Wat koppels van uw bedrijf zien: de naam, het adres en de diensten staan op uw profiel en in de gids zodra ze zijn opgeslagen.',
    },
    name: {
      title: 'Naam',
      label: 'Naam van het bedrijf',
      loading: 'Naam wordt geladen…',
      loadFailed: 'De naam kon niet worden geladen.',
      submit: 'Naam opslaan',
      done: 'De naam is opgeslagen.',
    },
    siret: {
      title: 'SIRET-nummer',
      label: 'SIRET-nummer',
      hint: '14 cijfers, op uw Kbis-uittreksel of uw Insee-inschrijvingsbewijs.',
      invalid: 'Dit SIRET-nummer is ongeldig: controleer de 14 cijfers.',
      loading: 'SIRET wordt geladen…',
      loadFailed: 'Het SIRET-nummer kon niet worden geladen.',
      submit: 'SIRET opslaan',
      done: 'Het SIRET-nummer is opgeslagen.',
      lookUp: 'Opzoeken in het register',
      lookingUp: 'Zoeken in het register…',
      found:
        'Gevonden in het register: {{name}}, {{city}}. De naam en het adres zijn ingevuld: controleer en sla ze op.',
    },
    details: {
      title: 'Juridische gegevens en contact',
      legalForm: 'Rechtsvorm',
      legalFormHint: 'Bijvoorbeeld: SARL, SAS, eenmanszaak.',
      vatNumber: 'Btw-nummer',
      vatNumberHint: 'Bijvoorbeeld: FR40303265045.',
      vatNumberInvalid: 'Dit btw-nummer is ongeldig: twee landletters, dan cijfers.',
      website: 'Internetadres',
      websiteHint: 'Het volledige adres, bijvoorbeeld https://www.mijn-bedrijf.be.',
      websiteInvalid: 'Vul het volledige adres van uw website in, beginnend met https://.',
      phone: 'Telefoon van het bedrijf',
      phoneHint: 'Het land, dan het nummer zoals u het schrijft: 04 78 00 00 00.',
      loading: 'Gegevens worden geladen…',
      loadFailed: 'De gegevens konden niet worden geladen.',
      submit: 'Gegevens opslaan',
      done: 'De gegevens zijn opgeslagen.',
    },
    address: {
      title: 'Adres',
      street: 'Adres (straat en nummer)',
      city: 'Plaats',
      cityHint: 'Typ het begin van de naam en kies de plaats uit de lijst: ‘Plaats (postcode)’.',
      cityInvalid: 'Kies een plaats uit de lijst.',
      loading: 'Adres wordt geladen…',
      loadFailed: 'Het adres kon niet worden geladen.',
      submit: 'Adres opslaan',
      done: 'Het adres is opgeslagen.',
    },
    onboarding: {
      title: 'Mijn profiel aanvullen',
      intro: 'Elke stap maakt uw profiel vollediger; de verplichte stappen zijn nodig om af te ronden.',
      score: 'Profiel voor {{score}}% compleet',
      scoreLabel: 'Volledigheid van het profiel',
      required: 'Verplicht',
      recommended: 'Aanbevolen',
      done: 'Klaar',
      toDo: 'Te doen',
      go: 'Aanvullen: {{part}}',
      loading: 'Uw voortgang wordt geladen…',
      loadFailed: 'Uw voortgang kon niet worden geladen.',
      missing: 'Nog te doen voor het afronden: {{parts}}.',
      finished: 'Uw inschrijving is afgerond: uw profiel is klaar.',
      finishText: 'Alle verplichte stappen zijn klaar: u kunt uw inschrijving afronden.',
      dashboardLink: 'De stappen van mijn profiel bekijken',
    },
    parts: {
      company: {
        title: 'Naam en SIRET van het bedrijf',
        brings: 'Koppels weten met wie ze praten, en wij controleren dat uw bedrijf bestaat.',
      },
      address: {
        title: 'Adres',
        brings: 'Uw profiel verschijnt in zoekopdrachten rond uw plaats.',
      },
      services: {
        title: 'Diensten',
        brings: 'Koppels die een volledige organisatie of dagcoördinatie zoeken, vinden u.',
      },
      portrait: {
        title: 'Portret',
        brings: 'Hoe u werkt, in uw eigen woorden: dat maakt koppels nieuwsgierig.',
      },
      languages: {
        title: 'Gesproken talen',
        brings: 'Buitenlandse of tweetalige koppels vinden u via hun taal.',
      },
      profilePhoto: {
        title: 'Profielfoto',
        brings: 'Een gezicht op uw kaart in de gids: die wordt veel vaker geopend.',
      },
      gallery: {
        title: 'Drie foto’s in de galerij',
        brings: 'Uw werk wekt vertrouwen en toont uw stijl.',
      },
    },
  },
} satisfies typeof french;
