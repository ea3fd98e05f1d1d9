import type { Language } from '@shared/i18n';

export interface TermsOfSaleText {
  title: string;
  /** Shown at the top of the page until the legal team's text replaces this template. */
  draftNotice: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/**
 * TEMPLATE terms of sale, written by engineering so that the page and the widget's link work: the legal team
 * must replace every text below (and then remove `draftNotice`). Kept out of the i18n catalogs, which are
 * bundled into the widgets, because only this server page shows them.
 */
export const TERMS_OF_SALE: Readonly<Record<Language, TermsOfSaleText>> = {
  fr: {
    title: 'Conditions générales de vente',
    draftNotice:
      'Modèle provisoire : ce texte doit être remplacé par la version validée par notre service juridique.',
    sections: [
      {
        heading: '1. Objet',
        paragraphs: [
          'Les présentes conditions régissent l’utilisation de la plateforme qui met en relation des couples et organisateurs d’événements (« utilisateurs ») avec des wedding planners (« prestataires »), ainsi que la vente aux prestataires de crédits et d’abonnements Premium.',
        ],
      },
      {
        heading: '2. Service proposé aux utilisateurs',
        paragraphs: [
          'La création d’un projet et l’envoi de demandes aux prestataires sont gratuits. La plateforme transmet les demandes mais n’est pas partie au contrat conclu ensuite entre l’utilisateur et le prestataire, qui fixe librement ses prix et ses conditions.',
        ],
      },
      {
        heading: '3. Offres payantes des prestataires',
        paragraphs: [
          'Les crédits permettent de débloquer les demandes reçues ; ils restent utilisables douze mois et ne sont pas remboursables une fois utilisés.',
          'L’abonnement Premium est mensuel, renouvelé tacitement et résiliable à tout moment avec effet à la fin de la période en cours. Les prix sont indiqués hors taxes ; le paiement se fait par carte bancaire auprès de notre prestataire de paiement.',
        ],
      },
      {
        heading: '4. Responsabilité',
        paragraphs: [
          'Chaque prestataire est seul responsable des informations de son profil et des prestations qu’il fournit. La plateforme s’efforce d’assurer un service continu sans garantir l’absence d’interruption.',
        ],
      },
      {
        heading: '5. Données personnelles',
        paragraphs: [
          'Le numéro de téléphone sert à vérifier l’identité de l’utilisateur par SMS ; les informations d’un projet ne sont transmises qu’aux prestataires que l’utilisateur contacte. Chacun peut accéder à ses données, les rectifier ou les faire effacer.',
        ],
      },
      {
        heading: '6. Droit applicable et litiges',
        paragraphs: [
          'Les présentes conditions sont soumises au droit du pays de la société exploitante. Une solution amiable est recherchée avant toute action ; le consommateur peut recourir gratuitement à un médiateur de la consommation.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of sale',
    draftNotice:
      'Provisional template: this text must be replaced by the version approved by our legal team.',
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          'These terms govern the use of the platform that puts couples and event organisers (“users”) in touch with wedding planners (“providers”), and the sale of credits and Premium subscriptions to providers.',
        ],
      },
      {
        heading: '2. Service for users',
        paragraphs: [
          'Creating a project and sending requests to providers is free. The platform passes requests on but is not a party to the contract then made between the user and the provider, who sets their own prices and terms.',
        ],
      },
      {
        heading: '3. Paid offers for providers',
        paragraphs: [
          'Credits unlock the requests received; they remain valid for twelve months and are not refundable once used.',
          'The Premium subscription is monthly, renews automatically and can be cancelled at any time, taking effect at the end of the current period. Prices are shown excluding taxes; payment is made by card through our payment provider.',
        ],
      },
      {
        heading: '4. Liability',
        paragraphs: [
          'Each provider is solely responsible for the information in their profile and for the services they provide. The platform strives to keep the service available but does not guarantee it will never be interrupted.',
        ],
      },
      {
        heading: '5. Personal data',
        paragraphs: [
          'The phone number is used to verify the user by text message; a project’s details are only passed on to the providers the user contacts. Everyone may access, correct or delete their data.',
        ],
      },
      {
        heading: '6. Governing law and disputes',
        paragraphs: [
          'These terms are governed by the law of the country of the operating company. An amicable solution is sought before any legal action; consumers may refer the matter to a consumer mediator free of charge.',
        ],
      },
    ],
  },
  nl: {
    title: 'Algemene verkoopvoorwaarden',
    draftNotice:
      'Voorlopig model: deze tekst moet worden vervangen door de versie die onze juridische dienst heeft goedgekeurd.',
    sections: [
      {
        heading: '1. Voorwerp',
        paragraphs: [
          'Deze voorwaarden regelen het gebruik van het platform dat koppels en organisatoren van evenementen (“gebruikers”) in contact brengt met weddingplanners (“dienstverleners”), en de verkoop van credits en Premium-abonnementen aan dienstverleners.',
        ],
      },
      {
        heading: '2. Dienst voor gebruikers',
        paragraphs: [
          'Een project aanmaken en aanvragen naar dienstverleners sturen is gratis. Het platform stuurt de aanvragen door, maar is geen partij bij de overeenkomst die de gebruiker daarna met de dienstverlener sluit; die bepaalt zelf zijn prijzen en voorwaarden.',
        ],
      },
      {
        heading: '3. Betaalde aanbiedingen voor dienstverleners',
        paragraphs: [
          'Met credits worden ontvangen aanvragen ontgrendeld; ze blijven twaalf maanden geldig en worden na gebruik niet terugbetaald.',
          'Het Premium-abonnement is maandelijks, wordt stilzwijgend verlengd en kan op elk moment worden opgezegd met ingang van het einde van de lopende periode. Prijzen zijn exclusief belastingen; betaling gebeurt met een bankkaart via onze betaaldienst.',
        ],
      },
      {
        heading: '4. Aansprakelijkheid',
        paragraphs: [
          'Elke dienstverlener is als enige verantwoordelijk voor de informatie in zijn profiel en voor de diensten die hij levert. Het platform streeft naar een ononderbroken dienst, maar kan die niet garanderen.',
        ],
      },
      {
        heading: '5. Persoonsgegevens',
        paragraphs: [
          'Het telefoonnummer dient om de gebruiker per sms te verifiëren; de gegevens van een project gaan alleen naar de dienstverleners die de gebruiker contacteert. Iedereen kan zijn gegevens inzien, laten verbeteren of laten wissen.',
        ],
      },
      {
        heading: '6. Toepasselijk recht en geschillen',
        paragraphs: [
          'Op deze voorwaarden is het recht van het land van de exploiterende onderneming van toepassing. Vóór elke rechtsvordering wordt een minnelijke oplossing gezocht; consumenten kunnen kosteloos een consumentenbemiddelaar inschakelen.',
        ],
      },
    ],
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    draftNotice:
      'Vorläufige Vorlage: Dieser Text muss durch die von unserer Rechtsabteilung freigegebene Fassung ersetzt werden.',
    sections: [
      {
        heading: '1. Gegenstand',
        paragraphs: [
          'Diese Bedingungen regeln die Nutzung der Plattform, die Paare und Veranstalter („Nutzer“) mit Hochzeitsplanern („Dienstleister“) zusammenbringt, sowie den Verkauf von Guthaben und Premium-Abonnements an Dienstleister.',
        ],
      },
      {
        heading: '2. Leistungen für Nutzer',
        paragraphs: [
          'Das Anlegen eines Projekts und das Senden von Anfragen an Dienstleister sind kostenlos. Die Plattform leitet Anfragen weiter, ist aber nicht Partei des Vertrags, den Nutzer und Dienstleister anschließend schließen; der Dienstleister legt Preise und Bedingungen selbst fest.',
        ],
      },
      {
        heading: '3. Kostenpflichtige Angebote für Dienstleister',
        paragraphs: [
          'Mit Guthaben werden erhaltene Anfragen freigeschaltet; es bleibt zwölf Monate gültig und wird nach Verwendung nicht erstattet.',
          'Das Premium-Abonnement läuft monatlich, verlängert sich automatisch und ist jederzeit zum Ende des laufenden Zeitraums kündbar. Die Preise verstehen sich zuzüglich Steuern; bezahlt wird per Karte über unseren Zahlungsdienstleister.',
        ],
      },
      {
        heading: '4. Haftung',
        paragraphs: [
          'Jeder Dienstleister ist allein für die Angaben in seinem Profil und für seine Leistungen verantwortlich. Die Plattform bemüht sich um einen unterbrechungsfreien Betrieb, kann ihn aber nicht garantieren.',
        ],
      },
      {
        heading: '5. Personenbezogene Daten',
        paragraphs: [
          'Die Telefonnummer dient der Bestätigung des Nutzers per SMS; die Angaben eines Projekts erhalten nur die Dienstleister, die der Nutzer kontaktiert. Jeder kann seine Daten einsehen, berichtigen oder löschen lassen.',
        ],
      },
      {
        heading: '6. Anwendbares Recht und Streitigkeiten',
        paragraphs: [
          'Es gilt das Recht des Landes der Betreibergesellschaft. Vor jeder Klage wird eine gütliche Einigung gesucht; Verbraucher können kostenlos eine Verbraucherschlichtungsstelle anrufen.',
        ],
      },
    ],
  },
  it: {
    title: 'Condizioni generali di vendita',
    draftNotice:
      'Modello provvisorio: questo testo deve essere sostituito dalla versione approvata dal nostro ufficio legale.',
    sections: [
      {
        heading: '1. Oggetto',
        paragraphs: [
          'Le presenti condizioni regolano l’uso della piattaforma che mette in contatto coppie e organizzatori di eventi (“utenti”) con wedding planner (“fornitori”), nonché la vendita ai fornitori di crediti e abbonamenti Premium.',
        ],
      },
      {
        heading: '2. Servizio per gli utenti',
        paragraphs: [
          'Creare un progetto e inviare richieste ai fornitori è gratuito. La piattaforma trasmette le richieste ma non è parte del contratto concluso in seguito tra utente e fornitore, che stabilisce liberamente prezzi e condizioni.',
        ],
      },
      {
        heading: '3. Offerte a pagamento per i fornitori',
        paragraphs: [
          'I crediti sbloccano le richieste ricevute; restano validi dodici mesi e non sono rimborsabili una volta utilizzati.',
          'L’abbonamento Premium è mensile, si rinnova tacitamente e può essere disdetto in qualsiasi momento con effetto alla fine del periodo in corso. I prezzi sono indicati al netto delle imposte; il pagamento avviene con carta tramite il nostro fornitore di pagamenti.',
        ],
      },
      {
        heading: '4. Responsabilità',
        paragraphs: [
          'Ogni fornitore è l’unico responsabile delle informazioni del proprio profilo e dei servizi che presta. La piattaforma si impegna a garantire un servizio continuo, senza poterne escludere le interruzioni.',
        ],
      },
      {
        heading: '5. Dati personali',
        paragraphs: [
          'Il numero di telefono serve a verificare l’utente via SMS; i dati di un progetto sono trasmessi solo ai fornitori che l’utente contatta. Ognuno può accedere ai propri dati, rettificarli o chiederne la cancellazione.',
        ],
      },
      {
        heading: '6. Legge applicabile e controversie',
        paragraphs: [
          'Le presenti condizioni sono regolate dalla legge del paese della società che gestisce la piattaforma. Prima di qualsiasi azione si cerca una soluzione amichevole; il consumatore può rivolgersi gratuitamente a un mediatore dei consumi.',
        ],
      },
    ],
  },
  es: {
    title: 'Condiciones generales de venta',
    draftNotice:
      'Modelo provisional: este texto debe sustituirse por la versión aprobada por nuestro departamento jurídico.',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          'Estas condiciones regulan el uso de la plataforma que pone en contacto a parejas y organizadores de eventos («usuarios») con wedding planners («proveedores»), así como la venta de créditos y suscripciones Premium a los proveedores.',
        ],
      },
      {
        heading: '2. Servicio para los usuarios',
        paragraphs: [
          'Crear un proyecto y enviar solicitudes a los proveedores es gratuito. La plataforma transmite las solicitudes, pero no es parte del contrato que después celebran el usuario y el proveedor, que fija libremente sus precios y condiciones.',
        ],
      },
      {
        heading: '3. Ofertas de pago para proveedores',
        paragraphs: [
          'Los créditos desbloquean las solicitudes recibidas; son válidos durante doce meses y no se reembolsan una vez utilizados.',
          'La suscripción Premium es mensual, se renueva automáticamente y puede cancelarse en cualquier momento con efecto al final del periodo en curso. Los precios se indican sin impuestos; el pago se realiza con tarjeta a través de nuestro proveedor de pagos.',
        ],
      },
      {
        heading: '4. Responsabilidad',
        paragraphs: [
          'Cada proveedor es el único responsable de la información de su perfil y de los servicios que presta. La plataforma procura un servicio continuo, pero no garantiza que nunca se interrumpa.',
        ],
      },
      {
        heading: '5. Datos personales',
        paragraphs: [
          'El número de teléfono sirve para verificar al usuario por SMS; los datos de un proyecto solo se transmiten a los proveedores que el usuario contacta. Cualquier persona puede acceder a sus datos, rectificarlos o solicitar su supresión.',
        ],
      },
      {
        heading: '6. Legislación aplicable y litigios',
        paragraphs: [
          'Estas condiciones se rigen por la ley del país de la sociedad que explota la plataforma. Antes de cualquier acción se buscará una solución amistosa; el consumidor puede acudir gratuitamente a un mediador de consumo.',
        ],
      },
    ],
  },
  pt: {
    title: 'Condições gerais de venda',
    draftNotice:
      'Modelo provisório: este texto deve ser substituído pela versão aprovada pelo nosso departamento jurídico.',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          'Estas condições regulam a utilização da plataforma que põe casais e organizadores de eventos («utilizadores») em contacto com wedding planners («fornecedores»), bem como a venda de créditos e assinaturas Premium aos fornecedores.',
        ],
      },
      {
        heading: '2. Serviço para os utilizadores',
        paragraphs: [
          'Criar um projeto e enviar pedidos aos fornecedores é gratuito. A plataforma transmite os pedidos, mas não é parte no contrato celebrado depois entre o utilizador e o fornecedor, que define livremente os seus preços e condições.',
        ],
      },
      {
        heading: '3. Ofertas pagas para fornecedores',
        paragraphs: [
          'Os créditos desbloqueiam os pedidos recebidos; são válidos durante doze meses e não são reembolsáveis depois de utilizados.',
          'A assinatura Premium é mensal, renova-se automaticamente e pode ser cancelada a qualquer momento, com efeito no fim do período em curso. Os preços são indicados sem impostos; o pagamento é feito com cartão através do nosso prestador de pagamentos.',
        ],
      },
      {
        heading: '4. Responsabilidade',
        paragraphs: [
          'Cada fornecedor é o único responsável pelas informações do seu perfil e pelos serviços que presta. A plataforma procura assegurar um serviço contínuo, sem garantir que nunca seja interrompido.',
        ],
      },
      {
        heading: '5. Dados pessoais',
        paragraphs: [
          'O número de telefone serve para verificar o utilizador por SMS; os dados de um projeto só são transmitidos aos fornecedores que o utilizador contacta. Todos podem aceder aos seus dados, retificá-los ou pedir o seu apagamento.',
        ],
      },
      {
        heading: '6. Lei aplicável e litígios',
        paragraphs: [
          'Estas condições regem-se pela lei do país da empresa que explora a plataforma. Antes de qualquer ação procura-se uma solução amigável; o consumidor pode recorrer gratuitamente a um mediador de consumo.',
        ],
      },
    ],
  },
};
