import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'Guardando…',
    email: {
      title: 'Correo electrónico',
      current: 'Inicias sesión con {{email}}.',
      unconfirmed: 'Esta dirección aún no está confirmada: sigue el enlace que te hemos enviado.',
      pending: 'Pendiente de confirmación: {{email}}. Sigue el enlace enviado a esa dirección.',
      pendingExpired: 'El enlace enviado a {{email}} ha caducado: vuelve a pedir el cambio.',
      newEmail: 'Nuevo correo electrónico',
      password: 'Contraseña actual',
      submit: 'Cambiar de dirección',
      sent: 'Se ha enviado un enlace de confirmación a {{email}}.',
    },
    password: {
      title: 'Contraseña',
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      submit: 'Cambiar la contraseña',
      saved: 'Tu contraseña se ha cambiado. Tus otras sesiones se han cerrado.',
    },
    language: {
      title: 'Idioma',
      label: 'Idioma de tu área y de nuestros correos',
      submit: 'Guardar el idioma',
      saved: 'El idioma se ha guardado.',
    },
    personal: {
      title: 'Datos personales',
      firstname: 'Nombre',
      lastname: 'Apellidos',
      submit: 'Guardar',
      saved: 'Tus datos se han guardado.',
    },
    phone: {
      title: 'Teléfono',
      current: 'Número verificado: {{phone}}',
      none: 'Aún no hay ningún número verificado.',
      number: 'Nuevo número de móvil',
      numberHint: 'En formato internacional, por ejemplo +34612345678.',
      unavailable: 'Este número no se puede usar para tu cuenta.',
      send: 'Recibir un código',
      code: 'Código recibido por SMS',
      codeHint: 'Los 6 dígitos enviados al {{phone}}.',
      verify: 'Verificar el número',
      otherNumber: 'Cambiar de número',
      verified: 'Tu número se ha verificado.',
    },
    delete: {
      title: 'Eliminar mi cuenta',
      intro:
        'Tu perfil sale del directorio de inmediato y tus datos personales se borran. Las solicitudes ya recibidas siguen siendo legibles para las parejas que las enviaron.',
      open: 'Eliminar mi cuenta',
      dialogTitle: '¿Eliminar tu cuenta definitivamente?',
      dialogText: 'Esta acción es definitiva. Introduce tu contraseña para confirmar.',
      password: 'Contraseña',
      confirm: 'Eliminar definitivamente',
      cancel: 'Cancelar',
    },
  },
} satisfies typeof french;
