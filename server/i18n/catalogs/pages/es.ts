import type { PagesTexts } from './fr';

export const es: PagesTexts = {
  pages: {
    home: {
      title: 'Encuentra tu wedding planner',
      description: 'Más de 500 wedding planners, una respuesta en menos de 24 horas.',
      providers: 'Más de 500 proveedores',
      replyTime: 'Una respuesta en menos de 24 horas',
      severalProviders: 'Contactar con varios proveedores multiplica tus respuestas por 6',
      algorithm: 'Nuestro algoritmo selecciona 3 perfiles para ti',
      pricesTitle: 'Precios orientativos',
      fullService: 'Organización completa: desde {{price}}',
      partialService: 'Organización parcial: desde {{price}}',
      dayOfCoordination: 'Coordinación el día de la boda: desde {{price}}',
      claimsTitle: 'Por qué organizar con nosotros',
      stepsTitle: 'Cómo funciona',
      step1Title: 'Busca',
      step1Text:
        'Elige un servicio, una región o una ciudad: el directorio te muestra los wedding planners que trabajan allí.',
      step2Title: 'Compara',
      step2Text: 'Consulta sus perfiles, sus fotos y los idiomas que hablan, y guarda tus favoritos.',
      step3Title: 'Contacta',
      step3Text:
        'Describe tu boda una sola vez y envía tu solicitud a varios wedding planners: te responden en menos de 24 horas.',
      featuredTitle: 'Wedding planners destacados',
      featuredEmpty:
        'Todavía no hay wedding planners destacados en este sitio: recorre el directorio para descubrir a los inscritos.',
      featuredAll: 'Ver todos los wedding planners',
      areasAllDepartment: 'Ver todas las provincias',
      areasAllRegion: 'Ver todas las regiones',
      guidesAll: 'Ver todas nuestras guías',
      projectTitle: 'Tu boda empieza aquí',
      projectText:
        'Crea tu proyecto en pocos minutos: fecha, lugar, presupuesto. Los wedding planners que encajan contigo te responderán.',
      projectCall: 'Empezar mi proyecto',
      plannersTitle: '¿Eres wedding planner?',
      plannersText:
        'Muestra tu trabajo a las parejas de tu zona y recibe sus solicitudes en tu área de proveedores.',
      plannersCall: 'Ir al área de proveedores',
    },
    project: {
      title: 'Mi proyecto de boda',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Cambiar',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Crear mi proyecto',
        intro: 'Cree su proyecto de boda en cinco pasos y envíelo a los wedding planners que elija.',
        noScript:
          'Esta página necesita JavaScript para guardar sus respuestas sobre la marcha. Actívelo o contacte con un wedding planner desde su página.',
        loading: 'Cargando el formulario…',
        stepsLabel: 'Los pasos',
      },
      nav: {
        label: 'Navegación del sitio',
        home: 'Mi proyecto',
        search: 'Buscar',
        favorites: 'Mis favoritos',
        testimonials: 'Testimonios',
        account: 'Mi cuenta',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'Mi proyecto de boda',
        projectLoading: 'Cargando el proyecto…',
        accountLoading: 'Cargando tu cuenta…',
        favoritesLoading: 'Cargando tus favoritos…',
        needsScript: 'Esta página necesita JavaScript para mostrar tu información.',
      },
      shell: {
        signIn: 'Iniciar sesión',
        welcomeTitle: 'Bienvenidos a vuestro proyecto de boda',
        welcomeText:
          'Describid vuestra boda, recibid los perfiles de wedding planners elegidos para vosotros y contactadlos en pocos minutos.',
        claimsTitle: 'Lo que hacemos por vosotros',
        startProject: 'Empezar un proyecto',
        signInLoading: 'Cargando el inicio de sesión por teléfono…',
        coupleTitle: 'Vuestros próximos proyectos',
        coupleLoading: 'Cargando vuestros proyectos…',
        registerTitle: 'Crear mi cuenta',
        registerText:
          'Verificad vuestro número de teléfono por SMS y cread vuestro perfil: después podréis describir vuestro proyecto y contactar con wedding planners.',
        testimonialsTitle: 'Encontraron a su wedding planner',
        testimonialsIntro: 'Parejas cuentan cómo prepararon su boda con nosotros.',
        searchTitle: 'Encontrar un wedding planner',
        searchIntro:
          'Buscad entre los wedding planners del directorio y añadid a vuestro proyecto los que os gusten.',
        weddingIn: 'Boda en {{place}}, {{year}}',
        testimonials: {
          quote1:
            'Recibimos tres propuestas en una sola tarde. Nuestra wedding planner se encargó de todo y por fin disfrutamos de los preparativos.',
          quote2:
            'Organizar la boda desde el extranjero nos daba miedo. Describimos el proyecto una vez y las respuestas llegaron en menos de un día.',
          quote3: 'Buscábamos una coordinadora solo para el gran día: el algoritmo acertó a la primera.',
          quote4:
            'Contactar con varios wedding planners nos permitió comparar con calma. Lo recomendamos a todos nuestros amigos.',
        },
      },
    },
    backOffice: {
      title: 'Área de proveedores',
      nav: {
        label: 'Área de proveedores',
        dashboard: 'Panel',
        profile: 'Mi perfil',
        credits: 'Créditos',
        account: 'Mi cuenta',
      },
      signIn: 'Iniciar sesión',
      titles: {
        login: 'Inicio de sesión',
        register: 'Crear una cuenta de proveedor',
        forgotPassword: 'Contraseña olvidada',
        resetPassword: 'Nueva contraseña',
        confirmEmail: 'Confirmación de tu dirección',
        dashboard: 'Panel',
        account: 'Mi cuenta',
        supportAccess: 'Acceso del soporte',
      },
      registerLead: 'Presenta tu empresa a las parejas que preparan su boda.',
      supportAccessLead:
        'Actúe por un proveedor durante una hora como máximo; todo lo que haga queda anotado en su registro.',
      loading: 'Cargando…',
      noScript: 'Esta página necesita JavaScript. Actívalo para continuar.',
    },
    notFound: {
      backHome: 'Volver a la página de inicio',
    },
    provider: {
      portraitTitle: 'Presentación',
      languagesTitle: 'Idiomas hablados',
      servicesTitle: 'Servicios',
      experiencesTitle: 'Experiencia',
      contactTitle: 'Contactar con {{name}}',
      contactButton: 'Contactar',
      skipToContact: 'Ir al formulario de contacto',
      photoAlt: 'Foto de {{name}}',
      portfoliosTitle: 'Bodas reales',
      portfolioImageAlt: '{{title}}, foto {{position}}',
      portfolioCarousel: 'Fotos de {{title}}',
      portfolioBack: 'Volver al perfil de {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Ir al contenido',
      menu: 'Menú',
      directory: 'Directorio',
      guides: 'Guías',
      startProject: 'Empieza tu proyecto',
      forPlanners: 'Para wedding planners',
      switcherLabel: 'País e idioma',
    },
    footer: {
      sitesLabel: 'Nuestros sitios',
      navLabel: 'Pie de página',
      tagline: 'El directorio de wedding planners en siete países de Europa.',
      couplesTitle: 'Parejas',
      plannersTitle: 'Profesionales',
      aboutTitle: 'Acerca de',
      termsOfSale: 'Condiciones generales de venta',
    },
  },
};
