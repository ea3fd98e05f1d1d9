import type { BackOfficeTexts } from './fr';

export const es: BackOfficeTexts = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'el nombre y el SIRET de la empresa',
    address: 'la dirección',
    services: 'los servicios',
    portrait: 'el retrato',
    languages: 'los idiomas hablados',
    profilePhoto: 'la foto de perfil',
    gallery: 'tres fotos visibles en la galería',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'un nombre',
    city: 'una ciudad',
    image: 'una foto',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Últimas publicaciones de Instagram',
    postAlt: 'Publicación de Instagram de {{name}} del {{date}}',
    account: 'Ver @{{username}} en Instagram',
  },
  profileMedia: {
    venuesTitle: 'Lugares de celebración',
    venueImageAlt: '{{venue}}, foto {{position}}',
    videosTitle: 'Vídeos',
    playVideo: 'Reproducir el vídeo: {{title}}',
    untitledVideo: '{{name}}, vídeo {{position}}',
    vimeo: 'Vídeo de Vimeo',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'un título',
    images: 'fotos',
    keyImage: 'una foto principal',
  },
  providerAccount: {
    addressConfirmedAlready: 'Esta dirección ya está confirmada.',
    resetLinkUnknown: 'Este enlace de restablecimiento no es válido: comprueba que esté completo.',
    resetLinkUsed: 'Este enlace de restablecimiento ya se ha usado.',
    resetLinkWithdrawn: 'Este enlace ya no funciona: se ha enviado uno más reciente.',
    resetLinkExpired: 'Este enlace de restablecimiento ha caducado: pide uno nuevo.',
    welcomeSubject: 'Confirma tu dirección de correo',
    welcomeBody:
      'Hola:\n\nBienvenido al espacio profesional de {{brand}}. Para confirmar la dirección de tu cuenta, abre este enlace:\n\n{{link}}\n\nEl enlace es válido {{hours}} horas y funciona una sola vez. Tu perfil podrá publicarse una vez confirmada la dirección.\n\nSi no has creado ninguna cuenta, ignora este mensaje.\n\n{{brand}}',
    existingSubject: 'Ya tienes una cuenta',
    existingBody:
      'Hola:\n\nAlguien, quizá tú, ha intentado crear una cuenta profesional de {{brand}} con esta dirección. Ya tiene una cuenta: inicia sesión aquí:\n\n{{signInLink}}\n\n¿Has olvidado la contraseña? Elige una nueva aquí:\n\n{{resetLink}}\n\nSi no has sido tú, ignora este mensaje: nada ha cambiado.\n\n{{brand}}',
    resetSubject: 'Elige una nueva contraseña',
    resetBody:
      'Hola:\n\nPara elegir una nueva contraseña para tu cuenta profesional de {{brand}}, abre este enlace:\n\n{{link}}\n\nEl enlace es válido {{hours}} hora y funciona una sola vez. La nueva contraseña cierra todas tus sesiones.\n\nSi no has pedido nada, ignora este mensaje: tu contraseña sigue siendo la misma.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Nueva solicitud: {{eventType}}, el {{date}}',
    newLeadBody:
      'Hola:\n\nUna pareja le ha enviado una solicitud en {{brand}}: {{eventType}}, el {{date}}.\n\nVea lo que busca y decida si la desbloquea:\n\n{{link}}\n\nSus datos de contacto aparecen una vez desbloqueada la solicitud. Responda en {{hours}} horas: las parejas suelen elegir al primer planner que les responde.\n\n{{brand}}',
    unlockSms:
      '{{brand}}: {{planner}} ha aceptado su solicitud ({{eventType}}) y se pondrá en contacto con ustedes.',
    unlockSubject: '{{planner}} ha aceptado su solicitud',
    unlockBody:
      'Hola:\n\n{{planner}} ha aceptado su solicitud ({{eventType}}) y ha recibido sus datos de contacto: el planner se pondrá en contacto con ustedes.\n\nSus solicitudes y sus respuestas están en su proyecto en {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Ninguna dirección de correo electrónico nueva espera confirmación.',
    tooManyLinks:
      'Se han enviado demasiados enlaces de confirmación para esta cuenta. Vuelve a intentarlo dentro de una hora.',
    linkUnknown: 'Este enlace de confirmación no es válido: comprueba que esté completo.',
    linkUsed: 'Este enlace de confirmación ya se ha utilizado.',
    linkWithdrawn:
      'Este enlace ya no funciona: se ha enviado un enlace más reciente o se ha cancelado el cambio de dirección.',
    linkExpired: 'Este enlace de confirmación ha caducado.',
    mailSubject: 'Confirma tu nueva dirección de correo electrónico',
    mailBody:
      'Hola:\n\nPara que esta dirección pase a ser la de tu cuenta de {{brand}}, confírmala abriendo este enlace:\n\n{{link}}\n\nEl enlace es válido durante {{hours}} horas y solo sirve una vez. Hasta entonces, tu cuenta conserva su dirección actual.\n\nSi no has pedido este cambio, ignora este mensaje: no cambiará nada.\n\n{{brand}}',
    pageTitle: 'Confirmar tu dirección de correo electrónico',
    pageLead: 'Esta dirección pasará a ser la de tu cuenta, a la que te escribirán los wedding planners:',
    confirm: 'Confirmar esta dirección',
    confirmed: 'Listo: {{email}} es ahora la dirección de tu cuenta.',
    newLink: 'Pide un nuevo enlace desde tu cuenta.',
    toAccount: 'Ir a mi cuenta',
  },
};
