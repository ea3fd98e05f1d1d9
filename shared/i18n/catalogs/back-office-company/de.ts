import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'Ihr Unternehmen',
      intro:
        'Was Paare von Ihrem Unternehmen sehen: Name, Adresse und Leistungen erscheinen nach dem Speichern sofort in Ihrem Profil und im Verzeichnis.',
    },
    name: {
      title: 'Firmenname',
      label: 'Name des Unternehmens',
      loading: 'Name wird geladen…',
      loadFailed: 'Der Name konnte nicht geladen werden.',
      submit: 'Name speichern',
      done: 'Der Name wurde gespeichert.',
    },
    siret: {
      title: 'SIRET-Nummer',
      label: 'SIRET-Nummer',
      hint: '14 Ziffern, auf Ihrem Kbis-Auszug oder Ihrer Insee-Bescheinigung.',
      invalid: 'Diese SIRET-Nummer ist ungültig: Prüfen Sie die 14 Ziffern.',
      loading: 'SIRET wird geladen…',
      loadFailed: 'Die SIRET konnte nicht geladen werden.',
      submit: 'SIRET speichern',
      done: 'Die SIRET wurde gespeichert.',
      lookUp: 'Im Register suchen',
      lookingUp: 'Suche im Register…',
      found:
        'Im Register gefunden: {{name}}, {{city}}. Name und Adresse wurden vorausgefüllt: Prüfen und speichern Sie sie.',
    },
    details: {
      title: 'Rechtliche Angaben und Kontakt',
      legalForm: 'Rechtsform',
      legalFormHint: 'Zum Beispiel: SARL, SAS, Einzelunternehmen.',
      vatNumber: 'USt-IdNr.',
      vatNumberHint: 'Zum Beispiel: FR40303265045.',
      vatNumberInvalid: 'Diese USt-IdNr. ist ungültig: zwei Länderbuchstaben, dann Ziffern.',
      website: 'Internetseite',
      websiteHint: 'Die vollständige Adresse, zum Beispiel https://www.mein-unternehmen.de.',
      websiteInvalid: 'Geben Sie die vollständige Adresse Ihrer Website ein, beginnend mit https://.',
      phone: 'Telefon des Unternehmens',
      phoneHint: 'Das Land, dann die Nummer, wie Sie sie schreiben: 04 78 00 00 00.',
      loading: 'Angaben werden geladen…',
      loadFailed: 'Die Angaben konnten nicht geladen werden.',
      submit: 'Angaben speichern',
      done: 'Die Angaben wurden gespeichert.',
    },
    address: {
      title: 'Adresse',
      street: 'Adresse (Straße und Hausnummer)',
      city: 'Stadt',
      cityHint:
        'Tippen Sie den Anfang des Namens und wählen Sie die Stadt aus der Liste: „Stadt (Postleitzahl)“.',
      cityInvalid: 'Wählen Sie eine Stadt aus der Liste.',
      loading: 'Adresse wird geladen…',
      loadFailed: 'Die Adresse konnte nicht geladen werden.',
      submit: 'Adresse speichern',
      done: 'Die Adresse wurde gespeichert.',
    },
    onboarding: {
      title: 'Mein Profil vervollständigen',
      intro:
        'Jeder Schritt macht Ihr Profil vollständiger; die als Pflicht markierten sind zum Abschließen nötig.',
      score: 'Profil zu {{score}} % vollständig',
      scoreLabel: 'Vollständigkeit des Profils',
      required: 'Pflicht',
      recommended: 'Empfohlen',
      done: 'Erledigt',
      toDo: 'Offen',
      go: 'Vervollständigen: {{part}}',
      loading: 'Ihr Fortschritt wird geladen…',
      loadFailed: 'Ihr Fortschritt konnte nicht geladen werden.',
      missing: 'Vor dem Abschluss noch zu tun: {{parts}}.',
      finished: 'Ihre Registrierung ist abgeschlossen: Ihr Profil ist bereit.',
      finishText: 'Alle Pflichtschritte sind erledigt: Sie können Ihre Registrierung abschließen.',
      dashboardLink: 'Die Schritte meines Profils ansehen',
    },
    parts: {
      company: {
        title: 'Name und SIRET des Unternehmens',
        brings: 'Paare wissen, mit wem sie sprechen, und wir prüfen, dass Ihr Unternehmen existiert.',
      },
      address: {
        title: 'Adresse',
        brings: 'Ihr Profil erscheint bei Suchen rund um Ihre Stadt.',
      },
      services: {
        title: 'Leistungen',
        brings: 'Paare, die eine Komplettplanung oder eine Koordination am Tag suchen, finden Sie.',
      },
      portrait: {
        title: 'Porträt',
        brings: 'Wie Sie arbeiten, in Ihren Worten: Das macht Lust, Sie zu kontaktieren.',
      },
      languages: {
        title: 'Gesprochene Sprachen',
        brings: 'Ausländische oder zweisprachige Paare finden Sie über ihre Sprache.',
      },
      profilePhoto: {
        title: 'Profilfoto',
        brings: 'Ein Gesicht auf Ihrer Karte im Verzeichnis: Sie wird viel öfter geöffnet.',
      },
      gallery: {
        title: 'Drei Fotos in der Galerie',
        brings: 'Ihre Arbeiten schaffen Vertrauen und zeigen Ihren Stil.',
      },
    },
  },
} satisfies typeof french;
