import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'Tu empresa',
      intro:
        'Lo que las parejas ven de tu empresa: su nombre, su dirección y sus servicios aparecen en tu perfil y en el directorio en cuanto se guardan.',
    },
    name: {
      title: 'Nombre',
      label: 'Nombre de la empresa',
      loading: 'Cargando el nombre…',
      loadFailed: 'No se ha podido cargar el nombre.',
      submit: 'Guardar el nombre',
      done: 'El nombre se ha guardado.',
    },
    siret: {
      title: 'Número SIRET',
      label: 'Número SIRET',
      hint: '14 cifras, en tu extracto Kbis o tu certificado del Insee.',
      invalid: 'Este número SIRET no es válido: comprueba sus 14 cifras.',
      loading: 'Cargando el SIRET…',
      loadFailed: 'No se ha podido cargar el SIRET.',
      submit: 'Guardar el SIRET',
      done: 'El SIRET se ha guardado.',
      lookUp: 'Buscar en el registro',
      lookingUp: 'Buscando en el registro…',
      found:
        'Encontrado en el registro: {{name}}, {{city}}. El nombre y la dirección se han rellenado: compruébalos y guárdalos.',
    },
    details: {
      title: 'Datos legales y contacto',
      legalForm: 'Forma jurídica',
      legalFormHint: 'Por ejemplo: SARL, SAS, autónomo.',
      vatNumber: 'Número de IVA intracomunitario',
      vatNumberHint: 'Por ejemplo: FR40303265045.',
      vatNumberInvalid: 'Este número de IVA no es válido: dos letras de país y luego cifras.',
      website: 'Sitio web',
      websiteHint: 'Su dirección completa, por ejemplo https://www.mi-empresa.es.',
      websiteInvalid: 'Escribe la dirección completa de tu sitio, empezando por https://.',
      phone: 'Teléfono de la empresa',
      phoneHint: 'El país y, luego, el número tal como lo escribe: 04 78 00 00 00.',
      loading: 'Cargando los datos…',
      loadFailed: 'No se han podido cargar los datos.',
      submit: 'Guardar los datos',
      done: 'Los datos se han guardado.',
    },
    address: {
      title: 'Dirección',
      street: 'Dirección (número y calle)',
      city: 'Ciudad',
      cityHint: 'Escribe el principio del nombre y elige la ciudad de la lista: «Ciudad (código postal)».',
      cityInvalid: 'Elige una ciudad de la lista.',
      loading: 'Cargando la dirección…',
      loadFailed: 'No se ha podido cargar la dirección.',
      submit: 'Guardar la dirección',
      done: 'La dirección se ha guardado.',
    },
    onboarding: {
      title: 'Completar mi perfil',
      intro: 'Cada paso completa tu perfil; los marcados como obligatorios son necesarios para terminar.',
      score: 'Perfil completo al {{score}} %',
      scoreLabel: 'Grado de compleción del perfil',
      required: 'Obligatorio',
      recommended: 'Recomendado',
      done: 'Hecho',
      toDo: 'Pendiente',
      go: 'Completar: {{part}}',
      loading: 'Cargando tu progreso…',
      loadFailed: 'No se ha podido cargar tu progreso.',
      missing: 'Aún pendiente antes de terminar: {{parts}}.',
      finished: 'Tu registro está terminado: tu perfil está listo.',
      finishText: 'Todos los pasos obligatorios están hechos: puedes terminar tu registro.',
      dashboardLink: 'Ver los pasos de mi perfil',
    },
    parts: {
      company: {
        title: 'Nombre y SIRET de la empresa',
        brings: 'Las parejas saben con quién hablan, y comprobamos que tu empresa existe.',
      },
      address: {
        title: 'Dirección',
        brings: 'Tu perfil aparece en las búsquedas alrededor de tu ciudad.',
      },
      services: {
        title: 'Servicios',
        brings: 'Te encuentran las parejas que buscan una organización completa o una coordinación del día.',
      },
      portrait: {
        title: 'Retrato',
        brings: 'Tu forma de trabajar, con tus palabras: es lo que da ganas de contactarte.',
      },
      languages: {
        title: 'Idiomas hablados',
        brings: 'Las parejas extranjeras o bilingües te encuentran por su idioma.',
      },
      profilePhoto: {
        title: 'Foto de perfil',
        brings: 'Una cara en tu ficha del directorio: se abre mucho más a menudo.',
      },
      gallery: {
        title: 'Tres fotos en la galería',
        brings: 'Tus trabajos dan confianza y muestran tu estilo.',
      },
    },
  },
} satisfies typeof french;
