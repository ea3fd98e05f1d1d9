import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Instagram-account',
    intro:
      'Koppel uw professionele Instagram-account: uw laatste berichten verschijnen op uw openbare profiel en werken zichzelf bij.',
    loading: 'Uw Instagram-account wordt geladen…',
    loadFailed: 'Uw Instagram-account kon niet worden geladen.',
    notConfigured: 'Koppelen met Instagram is niet beschikbaar op deze server.',
    notConnected: 'Er is geen Instagram-account aan uw profiel gekoppeld.',
    connect: 'Instagram koppelen',
    connecting: 'Doorsturen naar Instagram…',
    returning: 'Uw Instagram-account wordt gekoppeld…',
    returnFailed: 'Uw Instagram-account kon niet worden gekoppeld.',
    denied: 'De koppeling is op Instagram geannuleerd: uw account is niet gekoppeld.',
    connected: 'Gekoppeld account: @{{username}}',
    connectedSince: 'Gekoppeld op {{date}}',
    refreshedAt: 'Berichten bijgewerkt op {{date}}',
    notRefreshedYet: 'Uw berichten zijn nog niet opgehaald: dat gebeurt binnen enkele minuten.',
    refreshFailing:
      'De laatste update van uw berichten is mislukt: die wordt automatisch opnieuw geprobeerd, en uw profiel houdt de berichten die het al toont.',
    needsReconnection:
      'De toegang tot uw Instagram-account is verlopen: koppel het opnieuw zodat uw berichten worden bijgewerkt.',
    reconnect: 'Instagram opnieuw koppelen',
    postsHeading: 'Uw laatste berichten',
    noPosts: 'Nog geen berichten om te tonen.',
    postAlt: 'Bericht van {{date}}',
    disconnect: 'Instagram ontkoppelen',
    confirmDisconnect: 'Dit account ontkoppelen? De berichten verdwijnen van uw profiel.',
    confirm: 'Ontkoppelen',
    keep: 'Annuleren',
    disconnected: 'Uw Instagram-account is ontkoppeld.',
    codeInvalid: 'De code die Instagram terugstuurde is ongeldig.',
    stateInvalid: 'Deze terugkeer van Instagram is ongeldig: start de koppeling opnieuw.',
  },
} satisfies typeof french;
