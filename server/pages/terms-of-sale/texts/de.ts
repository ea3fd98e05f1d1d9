import type { TermsOfSaleText } from '../terms-of-sale-text';

export const de: TermsOfSaleText = {
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Die Nutzungsregeln der Plattform für Paare und Hochzeitsplaner sowie die Verkaufsbedingungen des Premium-Abonnements und der Credits.',
  contents: 'Inhalt',
  inForce: 'Gültige Fassung vom {date}',
  sections: {
    operator: {
      heading: 'Betreiber der Plattform und Kontakt',
      paragraphs: [
        'Die Plattform (die öffentlichen Websites jedes Landes, die Projektseite der Paare und der Dienstleisterbereich) wird von dem im Impressum der Website genannten Unternehmen herausgegeben und betrieben; das Impressum nennt Firma, Rechtsform, Sitz, Registernummer, Umsatzsteuer-Identifikationsnummer und die inhaltlich verantwortliche Person. Es wird im Folgenden „der Betreiber“ genannt.',
        'Bei Fragen zu diesen Bedingungen, zu einem Konto, einer Anfrage oder einer Rechnung kann sich jeder über sein Konto oder an die Anschrift des Betreibers an den Kundenservice wenden. Der Kundenservice antwortet so schnell wie möglich.',
      ],
    },
    definitions: {
      heading: 'Begriffe',
      paragraphs: [
        '„Plattform“: die oben beschriebenen Websites und Dienste, auf jedem Gerät.',
        '„Paar“ oder „Nutzer“: jede Person, die eine Hochzeit oder eine andere Veranstaltung vorbereitet und die Plattform nutzt, um einen Dienstleister zu finden.',
        '„Dienstleister“: die Fachkraft für Veranstaltungsplanung (Hochzeitsplaner), die ihr Angebot auf der Plattform vorstellt.',
        '„Projekt“: die von einem Paar angelegte Beschreibung einer Veranstaltung (Art, Datum, Ort, Budget, Nachricht). „Anfrage“: das Senden eines Projekts an einen Dienstleister.',
        '„Premium-Abonnement“ und „Guthaben“: die kostenpflichtigen Angebote für Dienstleister, die unten beschrieben sind.',
      ],
    },
    purpose: {
      heading: 'Gegenstand und Annahme',
      paragraphs: [
        'Diese Bedingungen regeln die Nutzung der Plattform, die Paare mit Dienstleistern zusammenbringt, sowie den Verkauf der kostenpflichtigen Angebote an Dienstleister.',
        'Paare nehmen sie an, indem sie beim Anlegen ihres Profils das dafür vorgesehene Kästchen ankreuzen; Dienstleister bei ihrer Registrierung und bei jeder Bestellung. Das Besuchen der öffentlichen Websites erfordert kein Konto, die Regeln zu Inhalten, Haftung und geistigem Eigentum gelten jedoch für alle Besucher.',
        'Maßgeblich sind die am Tag der Nutzung oder Bestellung auf dieser Seite veröffentlichten Bedingungen; sie können gespeichert und ausgedruckt werden.',
      ],
    },
    accounts: {
      heading: 'Konto und Bestätigung der Telefonnummer',
      paragraphs: [
        'Ein Konto ist an eine Mobilfunknummer gebunden, die mit einem per SMS gesendeten sechsstelligen Code bestätigt wird. Der Code ist persönlich, einige Minuten gültig und darf niemandem mitgeteilt werden: Der Betreiber fragt nie telefonisch oder per E-Mail danach.',
        'Nutzer machen richtige, aktuelle Angaben zu ihrer eigenen Person (Nachname, Vorname, E-Mail-Adresse, Ort). Nach- und Vorname können nach dem Anlegen des Kontos nicht mehr geändert werden; für eine Korrektur wenden sich Nutzer an den Kundenservice.',
        'Jeder ist für die Nutzung seines Kontos und seines Telefons verantwortlich und informiert den Kundenservice unverzüglich bei Verlust des Telefons oder missbräuchlicher Nutzung. Der Betreiber kann ein Konto mit offensichtlich falschen Angaben oder eines, das gegen diese Bedingungen verstößt, nach Information des Inhabers sperren, außer in dringenden Fällen.',
        'Das Konto kann jederzeit in seinen Einstellungen oder auf einfache Anfrage beim Kundenservice gelöscht werden.',
      ],
    },
    couples: {
      heading: 'Die Leistungen für Paare',
      paragraphs: [
        'Die Plattform ist für Paare kostenlos: Das Verzeichnis durchsuchen, ein Projekt anlegen, Anfragen senden und Antworten erhalten kostet nichts, und es wird kein Zahlungsmittel verlangt.',
        'Paare wählen die Dienstleister, denen sie ihr Projekt senden; die Plattform kann weitere passende Dienstleister vorschlagen. Ein Projekt wird nur an die Dienstleister übermittelt, die das Paar kontaktiert. Um Missbrauch zu verhindern, ist die Zahl der Anfragen pro Tag begrenzt.',
        'Im Verzeichnis werden die Dienstleister bei der Suche nach einem Ort vom nächsten zum entferntesten sortiert; sonst erscheinen zuerst die Premium-Mitglieder, dann die zuletzt aktiven Dienstleister. Premium-Mitglieder sind als solche gekennzeichnet.',
        'Die Plattform ist Vermittlerin: Sie ist nicht Partei eines Vertrags, den ein Paar mit einem Dienstleister schließt; dieser legt Preise, Leistungen und Bedingungen frei fest. Die auf den Websites genannten Preise (Komplettplanung ab 4.000 €, Teilplanung ab 2.000 €, Koordination am Hochzeitstag ab 1.500 €) sind Richtwerte, die weder den Betreiber noch die Dienstleister binden.',
      ],
    },
    planners: {
      heading: 'Kostenpflichtige Angebote für Dienstleister',
      paragraphs: [
        'Die Registrierung als Dienstleister und die Darstellung des Profils im Verzeichnis sind kostenlos. Die kostenpflichtigen Angebote sind Unternehmern vorbehalten, die für ihre gewerbliche Tätigkeit handeln: das Premium-Abonnement, das das Profil hervorhebt und zusätzliche Funktionen freischaltet, und Guthaben, mit dem erhaltene Anfragen freigeschaltet werden.',
        'Preise: Es gelten die im Dienstleisterbereich zum Zeitpunkt der Bestellung angezeigten Preise für das Premium-Abonnement und das Guthaben, in Euro, netto und brutto. Der Preis eines laufenden Abonnements ändert sich nicht vor seiner Verlängerung; ein neuer Preis gilt nur für eine mindestens dreißig Tage im Voraus angekündigte Verlängerung, und der Dienstleister kann bis dahin kündigen.',
        'Laufzeit, Verlängerung und Kündigung: Das Premium-Abonnement läuft einen Monat und verlängert sich automatisch um dieselbe Dauer. Der Dienstleister kann es jederzeit in seinem Bereich kündigen; die Kündigung wirkt zum Ende des laufenden, bereits bezahlten Zeitraums, ohne anteilige Erstattung. Der Betreiber kann ein Abonnement bei einem schweren Verstoß gegen diese Bedingungen kündigen, nachdem eine Abmahnung fünfzehn Tage lang ohne Wirkung geblieben ist.',
        'Guthaben: Guthaben ist zwölf Monate ab dem Kauf gültig. Guthaben, das zum Freischalten einer Anfrage verwendet wurde, wird nicht erstattet; nicht verwendetes Guthaben wird weder getauscht noch erstattet, es sei denn, der Betreiber schließt das Konto ohne Verschulden des Dienstleisters.',
        'Zahlung: Bezahlt wird online per Karte über den Zahlungsdienstleister des Betreibers, der allein die Kartendaten verarbeitet. Das Abonnement wird zu Beginn jedes Zeitraums bezahlt, Guthaben bei der Bestellung, und jede Rechnung steht im Dienstleisterbereich bereit. Schlägt die Zahlung einer Verlängerung fehl, werden die Premium-Vorteile bis zum Ausgleich ausgesetzt.',
      ],
    },
    obligations: {
      heading: 'Pflichten der Nutzer und verbotene Inhalte',
      paragraphs: [
        'Jeder nutzt die Plattform nach Treu und Glauben und im Einklang mit dem Gesetz. Dienstleister veröffentlichen richtige Angaben zu ihrem Unternehmen, ihren Leistungen und Preisen, verfügen über die für ihre Tätigkeit nötigen Genehmigungen und beantworten Anfragen sorgfältig.',
        'Verboten sind insbesondere: falsche oder irreführende, rechtswidrige, verleumderische, beleidigende, diskriminierende, gewaltverherrlichende oder sexuelle Inhalte; Inhalte, die Rechte Dritter verletzen (Bilder, Marken, Privatsphäre); unerwünschte Werbung und das Ansprechen von Nutzern zu anderen Zwecken als ihrem Projekt; das automatisierte Sammeln von Daten, Identitätsdiebstahl und das Umgehen von Sicherheitsmaßnahmen oder Versandgrenzen.',
        'Rechtswidrige Inhalte können dem Kundenservice gemeldet werden, mit Angabe, wo sie sich befinden und warum sie gemeldet werden. Der Betreiber prüft jede Meldung, kann Inhalte entfernen oder ein Konto sperren und teilt der betroffenen Person seine Entscheidung und ihre Gründe mit, die sie beim Kundenservice anfechten kann.',
      ],
    },
    reviews: {
      heading: 'Bewertungen und Erfahrungsberichte',
      paragraphs: [
        'Eine Bewertung eines Dienstleisters kann nur ein Paar abgeben, das ihn über die Plattform kontaktiert hat, und sie betrifft eine tatsächlich erbrachte Leistung; sie wird mit ihrem Datum veröffentlicht. Der Betreiber bezahlt keine Bewertungen und ändert ihren Inhalt nicht.',
        'Vor der Veröffentlichung prüft der Betreiber, dass die Bewertung von einem Konto stammt, das diesem Dienstleister eine Anfrage gesendet hat. Er kann eine Bewertung ablehnen oder entfernen, die gegen diese Bedingungen verstößt (verbotener Inhalt, Interessenkonflikt, kein Bezug zur Leistung). Dienstleister können öffentlich auf eine Bewertung antworten und eine Bewertung melden, die sie für rechtswidrig halten.',
        'Die auf den Websites gezeigten Erfahrungsberichte werden mit Zustimmung ihrer Verfasser veröffentlicht.',
      ],
    },
    liability: {
      heading: 'Haftung',
      paragraphs: [
        'Der Betreiber ergreift angemessene Maßnahmen, um die Verfügbarkeit der Plattform und die Sicherheit der Daten zu gewährleisten, garantiert aber keinen unterbrechungsfreien Betrieb: Unterbrechungen können wegen Wartung oder Störungen auftreten.',
        'Jeder Dienstleister ist allein für die Angaben in seinem Profil und für seine Leistungen verantwortlich. Der Betreiber garantiert weder die Verfügbarkeit eines Dienstleisters noch eine Antwort auf eine Anfrage noch die Erfüllung eines Vertrags zwischen einem Paar und einem Dienstleister.',
        'Gegenüber einem Dienstleister haftet der Betreiber nur für unmittelbare und vorhersehbare Schäden, begrenzt auf die von diesem Dienstleister in den letzten zwölf Monaten gezahlten Beträge. Diese Grenzen gelten nicht bei Vorsatz oder grober Fahrlässigkeit, nicht für Verletzungen von Leben, Körper oder Gesundheit und nicht für die gesetzlichen Rechte von Verbrauchern.',
      ],
    },
    'intellectual-property': {
      heading: 'Geistiges Eigentum',
      paragraphs: [
        'Die Plattform, ihr Aufbau, ihre Texte, Logos, Datenbanken und Programme sind geschützt und gehören dem Betreiber oder denen, die ihm die Nutzung eingeräumt haben. Jede Vervielfältigung oder wesentliche Entnahme ohne schriftliche Erlaubnis ist untersagt.',
        'Dienstleister sichern zu, die Rechte an den von ihnen veröffentlichten Texten, Fotos und Videos zu besitzen. Sie räumen dem Betreiber für die Dauer ihrer Präsenz auf der Plattform ein unentgeltliches, nicht ausschließliches Recht ein, sie zu vervielfältigen, an das Format der Seiten anzupassen und auf der Plattform sowie in ihrer Werbung anzuzeigen, in allen Ländern, in denen sie angeboten wird.',
      ],
    },
    'personal-data': {
      heading: 'Personenbezogene Daten',
      paragraphs: [
        'Der Betreiber verarbeitet die personenbezogenen Daten der Nutzer als Verantwortlicher gemäß der Datenschutz-Grundverordnung (DSGVO). Die Telefonnummer dient der Bestätigung des Kontos per SMS; die Angaben eines Projekts werden nur an die Dienstleister übermittelt, die das Paar kontaktiert, und von diesen anschließend in eigener Verantwortung verarbeitet.',
        'Zwecke, Rechtsgrundlagen, Speicherfristen, Empfänger und die Rechte jeder Person (Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch, Datenübertragbarkeit, Beschwerde bei der Aufsichtsbehörde) sind in der Datenschutzerklärung der Plattform beschrieben. Diese Rechte werden beim Kundenservice geltend gemacht.',
      ],
    },
    withdrawal: {
      heading: 'Widerrufsrecht',
      paragraphs: [
        'Die Leistungen für Paare sind kostenlos: Von ihnen wird keine Zahlung verlangt, und sie können die Nutzung jederzeit beenden und ihr Konto löschen.',
        'Die kostenpflichtigen Angebote sind Unternehmern vorbehalten, denen das Widerrufsrecht der Verbraucher nicht zusteht, es sei denn, das auf sie anwendbare Recht gewährt es ihnen. In diesem Fall wird es innerhalb von vierzehn Tagen nach der Bestellung durch eine Erklärung an den Kundenservice ausgeübt; ein Dienstleister, der verlangt hat, dass das Abonnement vor Ablauf dieser Frist beginnt, bezahlt den bereits erbrachten Teil der Leistung, und bereits verwendetes Guthaben wird nicht erstattet.',
      ],
    },
    changes: {
      heading: 'Änderung der Bedingungen',
      paragraphs: [
        'Der Betreiber kann diese Bedingungen ändern, um Entwicklungen der Plattform oder des Rechts zu folgen. Kontoinhaber werden über jede wesentliche Änderung mindestens dreißig Tage vor ihrem Inkrafttreten per E-Mail oder in ihrem Bereich informiert; ein Dienstleister, der sie ablehnt, kann sein Abonnement vor diesem Datum kostenlos kündigen.',
        'Für eine Bestellung gelten die bei dieser Bestellung angenommenen Bedingungen bis zur nächsten Verlängerung.',
      ],
    },
    disputes: {
      heading: 'Anwendbares Recht, Schlichtung und Streitigkeiten',
      paragraphs: [
        'Diese Bedingungen unterliegen dem Recht des Landes, in dem der Betreiber seinen Sitz hat. Verbrauchern bleibt der Schutz der zwingenden Vorschriften des Rechts ihres Wohnsitzstaates erhalten.',
        'Bei Schwierigkeiten wenden sich Nutzer zunächst schriftlich an den Kundenservice, um eine gütliche Lösung zu finden. Kommt binnen zwei Monaten keine Einigung zustande, können Verbraucher kostenlos die Verbraucherschlichtungsstelle anrufen, der der Betreiber angehört und deren Kontaktdaten im Impressum stehen.',
        'Ohne gütliche Lösung wird der Streit vor die zuständigen Gerichte gebracht; Verbraucher können das Gericht ihres Wohnorts anrufen. Zwischen Unternehmern sind ausschließlich die Gerichte am Sitz des Betreibers zuständig.',
      ],
    },
    version: {
      heading: 'Fassung und Inkrafttreten',
      paragraphs: [
        'Diese Fassung der Allgemeinen Geschäftsbedingungen gilt seit dem {date} und ersetzt die früheren, die auf Anfrage beim Kundenservice erhältlich bleiben.',
      ],
    },
  },
};
