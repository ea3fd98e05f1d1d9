import type { BackOfficeTexts } from './fr';

export const it: BackOfficeTexts = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'il nome e il SIRET dell’azienda',
    address: 'l’indirizzo',
    services: 'i servizi',
    portrait: 'il ritratto',
    languages: 'le lingue parlate',
    profilePhoto: 'la foto del profilo',
    gallery: 'tre foto visibili nella galleria',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'un nome',
    city: 'una città',
    image: 'una foto',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Ultimi post di Instagram',
    postAlt: 'Post Instagram di {{name}} del {{date}}',
    account: 'Vedi @{{username}} su Instagram',
  },
  profileMedia: {
    venuesTitle: 'Location',
    venueImageAlt: '{{venue}}, foto {{position}}',
    videosTitle: 'Video',
    playVideo: 'Riproduci il video: {{title}}',
    untitledVideo: '{{name}}, video {{position}}',
    vimeo: 'Video Vimeo',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'un titolo',
    images: 'delle foto',
    keyImage: 'una foto principale',
  },
  providerAccount: {
    addressConfirmedAlready: 'Questo indirizzo è già confermato.',
    resetLinkUnknown: 'Questo link di reimpostazione non è valido: verifica che sia completo.',
    resetLinkUsed: 'Questo link di reimpostazione è già stato usato.',
    resetLinkWithdrawn: 'Questo link non funziona più: ne è stato inviato uno più recente.',
    resetLinkExpired: 'Questo link di reimpostazione è scaduto: richiedine uno nuovo.',
    welcomeSubject: 'Conferma il tuo indirizzo e-mail',
    welcomeBody:
      'Ciao,\n\nbenvenuto nell’area professionisti di {{brand}}. Per confermare l’indirizzo del tuo account, apri questo link:\n\n{{link}}\n\nIl link è valido {{hours}} ore e funziona una sola volta. Il tuo profilo potrà essere pubblicato una volta confermato l’indirizzo.\n\nSe non hai creato un account, ignora questo messaggio.\n\n{{brand}}',
    existingSubject: 'Hai già un account',
    existingBody:
      'Ciao,\n\nqualcuno, forse tu, ha cercato di creare un account professionale {{brand}} con questo indirizzo. Ha già un account: accedi qui:\n\n{{signInLink}}\n\nPassword dimenticata? Scegline una nuova qui:\n\n{{resetLink}}\n\nSe non eri tu, ignora questo messaggio: non è cambiato nulla.\n\n{{brand}}',
    resetSubject: 'Scegli una nuova password',
    resetBody:
      'Ciao,\n\nper scegliere una nuova password per il tuo account professionale {{brand}}, apri questo link:\n\n{{link}}\n\nIl link è valido {{hours}} ora e funziona una sola volta. La nuova password chiude tutte le tue sessioni.\n\nSe non hai chiesto nulla, ignora questo messaggio: la tua password resta la stessa.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Nuova richiesta: {{eventType}}, il {{date}}',
    newLeadBody:
      'Buongiorno,\n\nuna coppia le ha inviato una richiesta su {{brand}}: {{eventType}}, il {{date}}.\n\nVeda cosa cerca e decida se sbloccarla:\n\n{{link}}\n\nI suoi recapiti compaiono una volta sbloccata la richiesta. Risponda entro {{hours}} ore: le coppie scelgono spesso il primo planner che risponde.\n\n{{brand}}',
    unlockSms: '{{brand}}: {{planner}} ha accettato la vostra richiesta ({{eventType}}) e vi contatterà.',
    unlockSubject: '{{planner}} ha accettato la vostra richiesta',
    unlockBody:
      'Buongiorno,\n\n{{planner}} ha accettato la vostra richiesta ({{eventType}}) e ha ricevuto i vostri recapiti: il planner vi contatterà.\n\nLe vostre richieste e le risposte sono nel vostro progetto su {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Nessun nuovo indirizzo e-mail è in attesa di conferma.',
    tooManyLinks: 'Sono stati inviati troppi link di conferma per questo account. Riprova tra un’ora.',
    linkUnknown: 'Questo link di conferma non è valido: controlla che sia completo.',
    linkUsed: 'Questo link di conferma è già stato usato.',
    linkWithdrawn:
      'Questo link non funziona più: è stato inviato un link più recente oppure la modifica dell’indirizzo è stata annullata.',
    linkExpired: 'Questo link di conferma è scaduto.',
    mailSubject: 'Conferma il tuo nuovo indirizzo e-mail',
    mailBody:
      'Ciao,\n\nperché questo indirizzo diventi quello del tuo account {{brand}}, confermalo aprendo questo link:\n\n{{link}}\n\nIl link è valido per {{hours}} ore e funziona una sola volta. Fino ad allora, il tuo account mantiene l’indirizzo attuale.\n\nSe non hai chiesto questa modifica, ignora questo messaggio: non cambierà nulla.\n\n{{brand}}',
    pageTitle: 'Conferma il tuo indirizzo e-mail',
    pageLead: 'Questo indirizzo diventerà quello del tuo account, a cui ti scriveranno i wedding planner:',
    confirm: 'Conferma questo indirizzo',
    confirmed: 'Fatto: {{email}} è ora l’indirizzo del tuo account.',
    newLink: 'Chiedi un nuovo link dal tuo account.',
    toAccount: 'Vai al mio account',
  },
};
