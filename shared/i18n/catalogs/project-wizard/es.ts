import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo de evento',
      eventDetails: 'Detalles del evento',
      extras: 'Complementos',
      planners: 'Wedding planners sugeridos',
      validation: 'Confirmación',
    },
    status: {
      notStarted: 'Sin empezar',
      inProgress: 'En curso',
      done: 'Completado',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Crear mi proyecto',
      loading: 'Cargando…',
      retry: 'Reintentar',
      stepOf: 'Paso {{number}} de {{total}}',
      progressLabel: 'Progreso',
      next: 'Siguiente',
      back: 'Anterior',
      send: 'Enviar mi proyecto',
      sending: 'Enviando…',
      eventTypeLabel: 'Tipo de evento',
      choose: 'Elija…',
      eventDate: 'Fecha del evento',
      location: 'Ciudad del evento',
      locationHint: 'Escriba las primeras letras y elija la ciudad de la lista.',
      guestRange: 'Número de invitados',
      notSaid: 'Sin precisar',
      serviceType: 'Tipo de servicio',
      theme: 'Tema',
      themeHint: 'Por ejemplo: bohemio, campestre, elegante…',
      languages: 'Idiomas que habla el wedding planner',
      plannerLocation: '¿Dónde debe estar el wedding planner?',
      nearEvent: 'Cerca del lugar del evento',
      anywhere: 'Da igual',
      plannerBudget: 'Presupuesto para el wedding planner',
      budget: 'Presupuesto total de la boda',
      plannersIntro:
        'Nuestro algoritmo ha elegido 3 perfiles para usted: contactar con varios proveedores multiplica sus respuestas por 6.',
      plannersNeedPlace: 'Elija primero la ciudad del evento para ver los wedding planners cercanos.',
      featured: 'El wedding planner que estaba viendo',
      contactName: 'Contactar con {{name}}',
      more: 'Ver más wedding planners',
      noMore: 'Ningún otro wedding planner por ahora.',
      unknownPlanner:
        'No se ha encontrado el wedding planner de su enlace: se ha retirado de su selección. Elegirá otros en el paso 4.',
      plannerLimit: '{{max}} wedding planners como máximo: quite uno para elegir otro.',
      chosenCount: 'Wedding planners elegidos: {{count}}',
      checkTitle: 'Revise sus respuestas',
      change: 'Modificar',
      notAnswered: 'Sin precisar',
      messageLabel: 'Su mensaje a los wedding planners',
      messageHint: 'Preséntese y describa su proyecto en pocas palabras.',
      signInTitle: 'Inicie sesión para enviar su proyecto',
      signInHeading: 'Verifique su número de teléfono',
      inscriptionIntro: 'Cree su perfil para enviar su proyecto: sus respuestas se conservan.',
      dailyCap:
        'Ha alcanzado el número máximo de solicitudes de hoy. Su proyecto está guardado: vuelva a intentarlo mañana.',
      savedNotSent:
        'Su proyecto está guardado, pero la solicitud no se pudo enviar. Vuelva a intentarlo: no se creará dos veces.',
      sentTitle: 'Su proyecto se ha enviado',
      sentText: 'Wedding planners contactados: {{count}}. Suelen responder en menos de 24 horas.',
      alreadySentText: 'Ya contactados recientemente, para este proyecto u otro: {{count}}.',
      viewProject: 'Ver mi proyecto',
      newProject: 'Crear otro proyecto',
    },
    sent: {
      contacted: 'Wedding planners contactados',
      already: 'Ya contactados recientemente',
    },
    otherTab: {
      notice:
        'Este proyecto se ha modificado en otra pestaña. Las respuestas de esta pestaña se mantienen hasta que elija.',
      load: 'Cargar la versión de la otra pestaña',
      keep: 'Conservar las respuestas de esta pestaña',
    },
  },
} satisfies typeof french;
