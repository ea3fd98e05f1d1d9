import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Iniciar sesión',
      greeting: 'Hola {{name}}',
      logOut: 'Cerrar sesión',
    },
    home: {
      title: 'Vuestros próximos proyectos',
      loading: 'Cargando vuestros proyectos…',
      loadFailed: 'No se han podido cargar vuestros proyectos.',
      empty: 'No tenéis ningún proyecto próximo.',
      newProject: 'Nuevo proyecto',
      contacted: 'Wedding planners contactados: {{count}}',
      answered: 'Respuestas recibidas: {{count}}',
      draftTitle: 'Un proyecto por terminar',
      draftText: 'Empezasteis un proyecto sin enviarlo: seguid donde lo dejasteis.',
      continueDraft: 'Continuar mi proyecto',
      more: 'Ver más proyectos',
      moreLoading: 'Cargando más proyectos…',
      moreFailed: 'No se han podido cargar los siguientes proyectos.',
      closedTitle: 'Proyectos cerrados',
      closedIntro: 'Siguen disponibles con sus solicitudes, pero ya no se pueden modificar ni enviar.',
      closedOn: 'Cerrado el {{date}}',
      closedLoadFailed: 'No se han podido cargar vuestros proyectos cerrados.',
      closedMore: 'Ver más proyectos cerrados',
    },
    signIn: {
      heading: 'Iniciad sesión con vuestro teléfono',
      inscriptionIntro: 'Cread vuestro perfil para preparar vuestro proyecto de boda.',
      signedIn: 'Habéis iniciado sesión. Os llevamos a vuestro proyecto…',
    },
    addToProject: {
      open: 'Añadir {{name}} a un proyecto',
      project: 'Proyecto',
      add: 'Añadir',
      adding: 'Añadiendo…',
      signInFirst: 'Iniciad sesión para añadir este wedding planner a un proyecto.',
      signInLink: 'Iniciar sesión',
      noProject: 'No tenéis ningún proyecto abierto próximo.',
      createProject: 'Crear un proyecto',
      sent: 'Solicitud enviada a {{name}}.',
      noMessage: 'Este proyecto aún no tiene mensaje para los wedding planners: añadidlo desde el proyecto.',
      openProject: 'Abrir el proyecto',
    },
  },
} satisfies typeof french;
