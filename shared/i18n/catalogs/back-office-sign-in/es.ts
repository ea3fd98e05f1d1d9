import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      newPassword: 'Nueva contraseña',
      companyName: 'Nombre de tu empresa',
      country: 'País',
      language: 'Idioma',
    },
    login: {
      submit: 'Iniciar sesión',
      sending: 'Iniciando sesión…',
      refused: 'Correo electrónico o contraseña incorrectos.',
      forgot: '¿Has olvidado tu contraseña?',
      noAccount: '¿Aún no tienes cuenta?',
      register: 'Crear una cuenta',
    },
    register: {
      submit: 'Crear mi cuenta',
      sending: 'Creando la cuenta…',
      sentTitle: 'Revisa tu buzón',
      sentText:
        'Hemos enviado un enlace de confirmación a {{email}}. Síguelo para activar tu cuenta y después inicia sesión.',
      haveAccount: '¿Ya tienes cuenta?',
      login: 'Iniciar sesión',
    },
    forgot: {
      intro:
        'Indica el correo electrónico de tu cuenta: te enviaremos un enlace para elegir una nueva contraseña.',
      submit: 'Recibir el enlace',
      sending: 'Enviando…',
      sentTitle: 'Revisa tu buzón',
      sentText:
        'Si existe una cuenta para {{email}}, se le acaba de enviar un enlace válido durante una hora.',
      backToLogin: 'Volver al inicio de sesión',
    },
    reset: {
      submit: 'Guardar mi contraseña',
      sending: 'Guardando…',
      done: 'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
      unknown: 'Este enlace no es válido. Comprueba que está completo o pide uno nuevo.',
      dead: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
      askAgain: 'Pedir un nuevo enlace',
      login: 'Iniciar sesión',
    },
    confirm: {
      intro: 'Confirma tu correo electrónico para activar tu cuenta.',
      submit: 'Confirmar mi dirección',
      sending: 'Confirmando…',
      confirmed: 'Tu dirección {{email}} está confirmada.',
      unknown: 'Este enlace de confirmación no es válido. Comprueba que está completo.',
      goneNext:
        'Si tu dirección ya está confirmada, inicia sesión; si no, inicia sesión y pide un nuevo enlace desde tu cuenta.',
      toDashboard: 'Ir a mi panel',
      login: 'Iniciar sesión',
    },
  },
} satisfies typeof french;
