import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Cuenta de Instagram',
    intro:
      'Vincule su cuenta profesional de Instagram: sus últimas publicaciones aparecen en su perfil público y se actualizan solas.',
    loading: 'Cargando su cuenta de Instagram…',
    loadFailed: 'No se ha podido cargar su cuenta de Instagram.',
    notConfigured: 'La vinculación con Instagram no está disponible en este servidor.',
    notConnected: 'No hay ninguna cuenta de Instagram vinculada a su perfil.',
    connect: 'Conectar Instagram',
    connecting: 'Redirigiendo a Instagram…',
    returning: 'Vinculando su cuenta de Instagram…',
    returnFailed: 'No se ha podido vincular su cuenta de Instagram.',
    denied: 'La conexión se canceló en Instagram: su cuenta no se ha vinculado.',
    connected: 'Cuenta vinculada: @{{username}}',
    connectedSince: 'Vinculada el {{date}}',
    refreshedAt: 'Publicaciones actualizadas el {{date}}',
    notRefreshedYet: 'Sus publicaciones aún no se han obtenido: lo estarán en unos minutos.',
    refreshFailing:
      'La última actualización de sus publicaciones ha fallado: se reintentará automáticamente y su perfil conserva las publicaciones ya mostradas.',
    needsReconnection:
      'El acceso a su cuenta de Instagram ha caducado: vuelva a conectarla para que sus publicaciones se actualicen.',
    reconnect: 'Volver a conectar Instagram',
    postsHeading: 'Sus últimas publicaciones',
    noPosts: 'Aún no hay publicaciones que mostrar.',
    postAlt: 'Publicación del {{date}}',
    disconnect: 'Desconectar Instagram',
    confirmDisconnect: '¿Desconectar esta cuenta? Sus publicaciones desaparecerán de su perfil.',
    confirm: 'Desconectar',
    keep: 'Cancelar',
    disconnected: 'Su cuenta de Instagram está desconectada.',
    codeInvalid: 'El código devuelto por Instagram no es válido.',
    stateInvalid: 'Este regreso de Instagram no es válido: vuelva a iniciar la conexión.',
  },
} satisfies typeof french;
