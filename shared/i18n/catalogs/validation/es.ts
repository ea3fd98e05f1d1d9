import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'Tu número de teléfono no es válido.',
    codeInvalid: 'Código no válido',
    emailInvalid: 'Correo electrónico no válido',
    lastnameInvalid: 'Apellido no válido',
    firstnameInvalid: 'Nombre no válido',
    cityInvalid: 'Ciudad no válida',
    cityWithPostalCodeInvalid: 'Elige una ciudad de la lista.',
    termsRequired: 'Debes aceptar las condiciones generales de venta',
    eventDateInPast: 'No puedes elegir una fecha pasada.',
    dateInvalid: 'Fecha no válida',
    eventTypeRequired: 'Elige un tipo de evento.',
    plannersRequired: 'Elige al menos un wedding planner para contactar.',
    messageRequired: 'Escribe un mensaje para enviar tu solicitud.',
    countryInvalid: 'País no válido',
    languageInvalid: 'Idioma no válido',
    valueInvalid: 'Valor no válido',
    namesLocked: 'Tus apellidos y tu nombre no se pueden cambiar.',
    phoneLocked: 'Para cambiar tu número de teléfono, escribe a nuestro equipo.',
    passwordTooShort: 'Tu contraseña debe tener al menos 10 caracteres.',
    passwordTooLong: 'Tu contraseña no puede superar los 128 caracteres.',
    passwordRequired: 'Introduce tu contraseña.',
    companyNameInvalid: 'Nombre de empresa no válido',
  },
} satisfies typeof french;
