import type french from './fr';

export default {
  common: {
    refresh: 'Recargar la página',
    requestSent: 'Solicitud enviada correctamente',
    richTextPlaceholder: 'Rellena este campo...',
  },
  errors: {
    withDetail: 'Se ha producido un error: {{detail}}',
    serverRequest: 'Se ha producido un error en la solicitud al servidor: {{detail}}',
    sendRequest: 'Error al enviar la solicitud: {{detail}}',
    alreadyContacted: 'Ya has contactado con este proveedor.',
    providersFetch: 'Se ha producido un error al obtener los proveedores:',
    somethingWentWrong: '¡Vaya! Algo ha salido mal',
    httpStatus: 'Error {{status}}: {{message}}',
    unknown: 'Se ha producido un error desconocido',
    network: 'No se ha podido conectar. Comprueba tu conexión y vuelve a intentarlo.',
    retryInSeconds: 'Vuelve a intentarlo {{delay, relativetime(second)}}.',
    retryInMinutes: 'Vuelve a intentarlo {{delay, relativetime(minute)}}.',
    retryInHours: 'Vuelve a intentarlo {{delay, relativetime(hour)}}.',
    unknownStep: 'Paso desconocido.',
    noProvidersFound: 'No se han encontrado proveedores para este proyecto.',
    noResults: 'Ningún resultado coincide con tu búsqueda.',
    projectUnavailable: 'Este proyecto ya no está disponible.',
    missingProfileInfo: 'Falta información en tu perfil. Complétalo para continuar.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o se ha movido.',
  },
  session: {
    expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  },
} satisfies typeof french;
