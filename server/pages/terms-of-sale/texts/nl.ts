import type { TermsOfSaleText } from '../terms-of-sale-text';

export const nl: TermsOfSaleText = {
  title: 'Algemene verkoopvoorwaarden',
  description:
    'De gebruiksregels van het platform voor koppels en weddingplanners, en de verkoopvoorwaarden van het Premium-abonnement en de credits.',
  contents: 'Inhoud',
  inForce: 'Versie van kracht op {date}',
  sections: {
    operator: {
      heading: 'Uitgever van het platform en contact',
      paragraphs: [
        'Het platform (de openbare website van elk land, de projectsite van de koppels en de ruimte voor dienstverleners) wordt uitgegeven en geëxploiteerd door de onderneming die in de wettelijke vermeldingen van de website wordt genoemd, met haar naam, rechtsvorm, zetel, ondernemingsnummer, btw-nummer en de verantwoordelijke uitgever. Ze wordt hierna „de exploitant” genoemd.',
        'Met vragen over deze voorwaarden, een account, een aanvraag of een factuur kan iedereen vanuit zijn account of op het adres van de zetel van de exploitant terecht bij de klantendienst. De klantendienst antwoordt zo snel mogelijk.',
      ],
    },
    definitions: {
      heading: 'Definities',
      paragraphs: [
        '„Platform”: de hierboven beschreven websites en diensten, op elk toestel.',
        '„Koppel” of „gebruiker”: iedereen die een huwelijk of een ander evenement voorbereidt en het platform gebruikt om een dienstverlener te vinden.',
        '„Dienstverlener”: de professional in evenementenorganisatie (weddingplanner) die zijn activiteit op het platform voorstelt.',
        '„Project”: de beschrijving van een evenement die een koppel aanmaakt (soort evenement, datum, plaats, budget, bericht). „Aanvraag”: het versturen van een project naar een dienstverlener.',
        '„Premium-abonnement” en „credits”: de betalende aanbiedingen voor dienstverleners, die hieronder worden beschreven.',
      ],
    },
    purpose: {
      heading: 'Voorwerp en aanvaarding',
      paragraphs: [
        'Deze voorwaarden bepalen de regels voor het gebruik van het platform, dat koppels in contact brengt met dienstverleners, en de verkoopvoorwaarden van de betalende aanbiedingen voor dienstverleners.',
        'Koppels aanvaarden ze door het daartoe bestemde vakje aan te vinken wanneer ze hun profiel aanmaken; dienstverleners bij hun inschrijving en bij elke bestelling. Voor het raadplegen van de openbare websites is geen account nodig, maar de regels over inhoud, aansprakelijkheid en intellectuele eigendom gelden voor elke bezoeker.',
        'Van toepassing zijn de voorwaarden die op deze pagina zijn gepubliceerd op de dag van het gebruik of van de bestelling; ze kunnen worden bewaard en afgedrukt.',
      ],
    },
    accounts: {
      heading: 'Account en verificatie van het telefoonnummer',
      paragraphs: [
        'Een account is gekoppeld aan een gsm-nummer, dat wordt geverifieerd met een code van zes cijfers die per sms wordt verstuurd. Die code is persoonlijk, enkele minuten geldig en mag aan niemand worden meegedeeld: de exploitant vraagt er nooit naar per telefoon of e-mail.',
        'Gebruikers geven juiste, actuele gegevens over zichzelf (naam, voornaam, e-mailadres, woonplaats). Naam en voornaam kunnen na het aanmaken van het account niet meer worden gewijzigd; om ze te verbeteren, neemt de gebruiker contact op met de klantendienst.',
        'Iedereen is verantwoordelijk voor het gebruik van zijn account en zijn telefoon en verwittigt de klantendienst onmiddellijk bij verlies van de telefoon of misbruik. De exploitant kan een account met kennelijk valse gegevens of dat deze voorwaarden schendt opschorten, nadat hij de houder heeft ingelicht, behalve in dringende gevallen.',
        'Het account kan op elk moment worden verwijderd, via de instellingen of op eenvoudig verzoek aan de klantendienst.',
      ],
    },
    couples: {
      heading: 'De dienst voor koppels',
      paragraphs: [
        'Het platform is gratis voor koppels: de gids raadplegen, een project aanmaken, aanvragen versturen en antwoorden ontvangen kost niets, en er wordt geen betaalmiddel gevraagd.',
        'Koppels kiezen de dienstverleners naar wie ze hun project sturen; het platform kan andere dienstverleners voorstellen die bij het project passen. Een project wordt alleen doorgegeven aan de dienstverleners die het koppel contacteert. Om misbruik te voorkomen, is het aantal aanvragen per dag beperkt.',
        'In de gids worden de dienstverleners gerangschikt van dichtbij naar veraf wanneer op een plaats wordt gezocht; anders komen eerst de Premium-leden, daarna de meest recent actieve dienstverleners. Een Premium-lid wordt als zodanig aangeduid.',
        'Het platform is een tussenpersoon: het is geen partij bij een overeenkomst die een koppel met een dienstverlener sluit; die bepaalt zelf zijn prijzen, diensten en voorwaarden. De prijzen op de websites (volledige organisatie vanaf € 4.000, gedeeltelijke organisatie vanaf € 2.000, coördinatie op de trouwdag vanaf € 1.500) zijn richtbedragen die noch de exploitant noch de dienstverleners binden.',
      ],
    },
    planners: {
      heading: 'Betalende aanbiedingen voor dienstverleners',
      paragraphs: [
        'De inschrijving als dienstverlener en de vermelding van het profiel in de gids zijn gratis. De betalende aanbiedingen zijn voorbehouden aan ondernemingen die handelen voor hun beroepsactiviteit: het Premium-abonnement, dat het profiel in de kijker zet en extra functies ontgrendelt, en credits, waarmee ontvangen aanvragen worden ontgrendeld.',
        'Prijzen: de prijzen van het Premium-abonnement en van de credits zijn die welke op het moment van de bestelling in de ruimte voor dienstverleners worden getoond, in euro, exclusief en inclusief btw. De prijs van een lopend abonnement verandert niet vóór de verlenging; een nieuwe prijs geldt alleen voor een verlenging die minstens dertig dagen vooraf is aangekondigd, en de dienstverlener kan tot dan opzeggen.',
        'Duur, verlenging en opzegging: het Premium-abonnement loopt een maand en wordt automatisch verlengd voor dezelfde duur. De dienstverlener kan het op elk moment opzeggen vanuit zijn ruimte; de opzegging gaat in aan het einde van de lopende, al betaalde periode, zonder terugbetaling naar rato. De exploitant kan een abonnement beëindigen bij een ernstige inbreuk op deze voorwaarden, na een ingebrekestelling die vijftien dagen zonder gevolg is gebleven.',
        'Credits: credits zijn twaalf maanden geldig vanaf de aankoop. Een credit die is gebruikt om een aanvraag te ontgrendelen, wordt niet terugbetaald; ongebruikte credits worden niet ingeruild of terugbetaald, tenzij de exploitant het account sluit zonder fout van de dienstverlener.',
        'Betaling: er wordt online betaald met een bankkaart, via de betaaldienst van de exploitant, die als enige de kaartgegevens verwerkt. Het abonnement wordt aan het begin van elke periode betaald, credits bij de bestelling, en elke factuur staat in de ruimte voor dienstverleners. Mislukt de betaling van een verlenging, dan worden de Premium-voordelen opgeschort tot de betaling in orde is.',
      ],
    },
    obligations: {
      heading: 'Verplichtingen van de gebruikers en verboden inhoud',
      paragraphs: [
        'Iedereen gebruikt het platform te goeder trouw en volgens de wet. Dienstverleners publiceren juiste informatie over hun onderneming, hun diensten en hun prijzen, beschikken over de vergunningen die hun activiteit vereist en beantwoorden aanvragen zorgvuldig.',
        'Verboden zijn onder meer: valse of misleidende, onwettige, lasterlijke, beledigende, discriminerende, gewelddadige of seksuele inhoud; inhoud die de rechten van anderen schendt (beelden, merken, privacy); ongevraagde reclame en het benaderen van gebruikers voor andere doeleinden dan hun project; het geautomatiseerd verzamelen van gegevens, identiteitsfraude en het omzeilen van beveiligingsmaatregelen of verzendlimieten.',
        'Onwettige inhoud kan worden gemeld aan de klantendienst, met vermelding van waar hij staat en waarom hij wordt gemeld. De exploitant onderzoekt elke melding, kan inhoud verwijderen of een account opschorten, en deelt de betrokkene zijn beslissing en de redenen ervan mee, die hij bij de klantendienst kan betwisten.',
      ],
    },
    reviews: {
      heading: 'Beoordelingen en getuigenissen',
      paragraphs: [
        'Een beoordeling van een dienstverlener kan alleen worden gegeven door een koppel dat hem via het platform heeft gecontacteerd, over een dienst die echt werd geleverd; ze wordt met haar datum gepubliceerd. De exploitant betaalt voor geen enkele beoordeling en wijzigt de inhoud niet.',
        'Vóór publicatie controleert de exploitant dat de beoordeling afkomstig is van een account dat die dienstverlener een aanvraag heeft gestuurd. Hij kan een beoordeling die in strijd is met deze voorwaarden weigeren of verwijderen (verboden inhoud, belangenconflict, geen verband met de dienst). Dienstverleners kunnen publiek op een beoordeling reageren en een beoordeling melden die ze onwettig vinden.',
        'De getuigenissen op de websites worden gepubliceerd met de toestemming van hun auteurs.',
      ],
    },
    liability: {
      heading: 'Aansprakelijkheid',
      paragraphs: [
        'De exploitant neemt redelijke maatregelen om de toegang tot het platform en de veiligheid van de gegevens te verzekeren, zonder een ononderbroken dienst te garanderen: onderbrekingen kunnen voorkomen voor onderhoud of bij een storing.',
        'Elke dienstverlener is als enige verantwoordelijk voor de informatie in zijn profiel en voor de diensten die hij levert. De exploitant garandeert noch de beschikbaarheid van een dienstverlener, noch een antwoord op een aanvraag, noch de uitvoering van een overeenkomst tussen een koppel en een dienstverlener.',
        'Tegenover een dienstverlener is de aansprakelijkheid van de exploitant beperkt tot rechtstreekse en voorzienbare schade, tot het bedrag dat die dienstverlener in de laatste twaalf maanden heeft betaald. Deze beperkingen gelden niet bij zware of opzettelijke fout, niet voor lichamelijke schade en niet voor de rechten die de wet aan consumenten waarborgt.',
      ],
    },
    'intellectual-property': {
      heading: 'Intellectuele eigendom',
      paragraphs: [
        'Het platform, de opbouw, de teksten, logo’s, databanken en software ervan zijn beschermd en behoren toe aan de exploitant of aan wie hem het gebruik ervan heeft toegestaan. Elke reproductie of substantiële opvraging zonder schriftelijke toestemming is verboden.',
        'Dienstverleners garanderen dat ze de rechten bezitten op de teksten, foto’s en video’s die ze publiceren. Ze verlenen de exploitant, zolang ze op het platform aanwezig zijn, een kosteloze, niet-exclusieve licentie om ze te reproduceren, aan te passen aan het formaat van de pagina’s en te tonen op het platform en in de promotie ervan, in alle landen waar het wordt aangeboden.',
      ],
    },
    'personal-data': {
      heading: 'Persoonsgegevens',
      paragraphs: [
        'De exploitant verwerkt de persoonsgegevens van de gebruikers als verwerkingsverantwoordelijke, overeenkomstig de Algemene Verordening Gegevensbescherming (AVG). Het telefoonnummer dient om het account per sms te verifiëren; de gegevens van een project worden alleen doorgegeven aan de dienstverleners die het koppel contacteert, die ze daarna onder hun eigen verantwoordelijkheid verwerken.',
        'De doeleinden, rechtsgronden, bewaartermijnen, ontvangers en ieders rechten (inzage, verbetering, wissing, beperking, bezwaar, overdraagbaarheid, klacht bij de toezichthoudende autoriteit) worden beschreven in het privacybeleid van het platform. Deze rechten worden uitgeoefend bij de klantendienst.',
      ],
    },
    withdrawal: {
      heading: 'Herroepingsrecht',
      paragraphs: [
        'De diensten voor koppels zijn gratis: er wordt hun geen betaling gevraagd, en ze kunnen op elk moment stoppen met het gebruik ervan en hun account verwijderen.',
        'De betalende aanbiedingen zijn voorbehouden aan ondernemingen, die het herroepingsrecht van consumenten niet genieten, tenzij het recht dat op hen van toepassing is het hun toekent. In dat geval wordt het uitgeoefend binnen veertien dagen na de bestelling, met een verklaring aan de klantendienst; een dienstverlener die heeft gevraagd dat het abonnement vóór het einde van die termijn begint, betaalt het deel van de dienst dat al is geleverd, en al gebruikte credits worden niet terugbetaald.',
      ],
    },
    changes: {
      heading: 'Wijziging van de voorwaarden',
      paragraphs: [
        'De exploitant kan deze voorwaarden wijzigen om de ontwikkeling van het platform of van de wet te volgen. Accounthouders worden minstens dertig dagen vóór de inwerkingtreding van elke belangrijke wijziging ingelicht, per e-mail of in hun ruimte; een dienstverlener die ze weigert, kan zijn abonnement vóór die datum kosteloos opzeggen.',
        'Een bestelling blijft onderworpen aan de voorwaarden die bij die bestelling werden aanvaard, tot de volgende verlenging.',
      ],
    },
    disputes: {
      heading: 'Toepasselijk recht, bemiddeling en geschillen',
      paragraphs: [
        'Op deze voorwaarden is het recht van toepassing van het land waar de exploitant zijn zetel heeft. Consumenten behouden de bescherming van de dwingende bepalingen van het recht van het land waar ze wonen.',
        'Bij moeilijkheden schrijft de gebruiker eerst naar de klantendienst om een minnelijke oplossing te zoeken. Komt er binnen twee maanden geen akkoord, dan kan de consument kosteloos een beroep doen op de consumentenbemiddelaar waaronder de exploitant valt en waarvan de gegevens in de wettelijke vermeldingen staan.',
        'Zonder minnelijke oplossing wordt het geschil voorgelegd aan de bevoegde rechtbanken; de consument kan zich wenden tot de rechtbank van zijn woonplaats. Tussen ondernemingen zijn uitsluitend de rechtbanken van de zetel van de exploitant bevoegd.',
      ],
    },
    version: {
      heading: 'Versie en inwerkingtreding',
      paragraphs: [
        'Deze versie van de algemene voorwaarden is van kracht sinds {date} en vervangt de vorige versies, die op verzoek bij de klantendienst beschikbaar blijven.',
      ],
    },
  },
};
