import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Iniciar sesión',
      logOut: 'Cerrar sesión',
      loggingOut: 'Cerrando sesión…',
    },
    frame: {
      loading: 'Cargando tu área…',
      loadFailed: 'No se ha podido cargar tu área.',
      signInFirst: 'Inicia sesión para continuar…',
    },
    password: {
      show: 'Mostrar la contraseña',
      hide: 'Ocultar la contraseña',
      rule: 'Al menos 10 caracteres.',
    },
    dashboard: {
      greeting: 'Hola {{name}}',
      nextTitle: 'Próximos pasos',
      nothingNext: 'Nada que hacer por ahora: tu cuenta está lista.',
      resendLink: 'Volver a enviar el enlace',
      resendingLink: 'Enviando…',
      linkResent: 'Se ha enviado un nuevo enlace a {{email}}. El anterior ya no funciona.',
      confirmEmailTitle: 'Confirma tu dirección de correo electrónico',
      confirmEmailText: 'Hemos enviado un enlace a {{email}}. Síguelo para poder publicar tu perfil.',
      finishTitle: 'Termina tu registro',
      finishText: 'Tu dirección está confirmada: completa tu perfil y luego termina tu registro.',
      finish: 'Terminar mi registro',
      finishing: 'Guardando…',
      profileTitle: 'Tu perfil público',
      profileLink: 'Ver mi perfil en el directorio',
      notPublished: 'Tu perfil aún no está publicado en el directorio.',
      responsesTitle: 'Sus respuestas a las solicitudes',
      responsesNone: 'Ninguna solicitud que contar en los últimos {{days}} días.',
      responsesFigures:
        'En los últimos {{days}} días, ha respondido al {{rate}} de las solicitudes ({{responses}} de {{requests}}).',
      responsesMedian: 'Tiempo de respuesta mediano: {{median}}.',
      respondsQuickly: 'Las parejas ven la mención «Responde rápido» en su perfil.',
      respondsQuicklyRule:
        'La mención «Responde rápido» aparece en su perfil cuando responde al menos al {{rate}} de las solicitudes, en {{hours}} horas como máximo en mediana, sobre al menos {{requests}} solicitudes.',
      waitingTitle: 'Solicitudes a la espera de respuesta',
      waitingLead: 'Solicitud del {{sent}}',
      timeLeft: ': quedan {{time}} para responder',
    },
  },
} satisfies typeof french;
