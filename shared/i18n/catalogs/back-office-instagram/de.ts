import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Instagram-Konto',
    intro:
      'Verknüpfen Sie Ihr professionelles Instagram-Konto: Ihre neuesten Beiträge erscheinen auf Ihrem öffentlichen Profil und aktualisieren sich selbst.',
    loading: 'Ihr Instagram-Konto wird geladen…',
    loadFailed: 'Ihr Instagram-Konto konnte nicht geladen werden.',
    notConfigured: 'Die Verknüpfung mit Instagram ist auf diesem Server nicht verfügbar.',
    notConnected: 'Mit Ihrem Profil ist kein Instagram-Konto verknüpft.',
    connect: 'Instagram verbinden',
    connecting: 'Weiterleitung zu Instagram…',
    returning: 'Ihr Instagram-Konto wird verknüpft…',
    returnFailed: 'Ihr Instagram-Konto konnte nicht verknüpft werden.',
    denied: 'Die Verbindung wurde auf Instagram abgebrochen: Ihr Konto wurde nicht verknüpft.',
    connected: 'Verknüpftes Konto: @{{username}}',
    connectedSince: 'Verknüpft am {{date}}',
    refreshedAt: 'Beiträge aktualisiert am {{date}}',
    notRefreshedYet: 'Ihre Beiträge wurden noch nicht abgerufen: Das geschieht in wenigen Minuten.',
    refreshFailing:
      'Die letzte Aktualisierung Ihrer Beiträge ist fehlgeschlagen: Sie wird automatisch wiederholt, und Ihr Profil behält die bereits angezeigten Beiträge.',
    needsReconnection:
      'Der Zugriff auf Ihr Instagram-Konto ist abgelaufen: Verbinden Sie es erneut, damit Ihre Beiträge aktualisiert werden.',
    reconnect: 'Instagram erneut verbinden',
    postsHeading: 'Ihre neuesten Beiträge',
    noPosts: 'Noch keine Beiträge anzuzeigen.',
    postAlt: 'Beitrag vom {{date}}',
    disconnect: 'Instagram trennen',
    confirmDisconnect: 'Dieses Konto trennen? Seine Beiträge verschwinden von Ihrem Profil.',
    confirm: 'Trennen',
    keep: 'Abbrechen',
    disconnected: 'Ihr Instagram-Konto ist getrennt.',
    codeInvalid: 'Der von Instagram zurückgegebene Code ist ungültig.',
    stateInvalid: 'Diese Rückkehr von Instagram ist ungültig: Starten Sie die Verbindung erneut.',
  },
} satisfies typeof french;
