import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Toegang door support bezig',
      text: '{{admin}} handelt voor {{company}} tot {{time}}. Alles wat hier gebeurt, komt in het logboek van de dienstverlener; credits kopen, het wachtwoord, het inlogadres en het account sluiten worden geweigerd.',
      stop: 'Toegang stoppen',
      stopping: 'Stoppen…',
      stopFailed: 'De toegang kon niet worden gestopt. Probeer het opnieuw.',
    },
    start: {
      intro:
        'Vul de profielcode van de dienstverlener in (het einde van het adres van diens openbare profiel). Hoogstens een uur ziet u diens omgeving zoals die het ziet; alles wat u doet, komt in diens logboek.',
      provider: 'Profielcode',
      providerHint: 'Bijvoorbeeld: maison-rivage',
      submit: 'Handelen voor deze dienstverlener',
      submitting: 'Openen…',
      notAdmin:
        'Alleen een supportaccount kan voor een dienstverlener handelen. Log in met uw supportaccount.',
      signIn: 'Inloggen',
    },
    log: {
      open: 'Logboek bekijken',
      title: 'Toegang door support',
      intro:
        'Elke keer dat ons team in uw account handelt, staat het hier: wanneer het binnenkwam, wat het wijzigde en wanneer het vertrok.',
      empty: 'Support heeft uw account nooit geopend.',
      loading: 'Logboek laden…',
      loadFailed: 'Het logboek kon niet worden geladen.',
      started: 'Op {{date}} heeft {{admin}} (support) uw account bekeken, uiterlijk tot {{until}}.',
      changed: 'Op {{date}} heeft {{admin}} (support) uw account gewijzigd: {{action}}.',
      notDone: 'Op {{date}} probeerde {{admin}} (support) een wijziging die niet is doorgegaan: {{action}}.',
      refused:
        'Op {{date}} probeerde {{admin}} (support) iets wat alleen de accounthouder mag, geweigerd: {{action}}.',
      stopped: 'Op {{date}} heeft {{admin}} (support) uw account verlaten.',
      revoked: 'Op {{date}} is de toegang van {{admin}} beëindigd: diens supportaccount is verwijderd.',
      more: 'Oudere regels tonen',
    },
  },
} satisfies typeof french;
