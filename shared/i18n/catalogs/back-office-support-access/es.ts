import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Acceso del soporte en curso',
      text: '{{admin}} actúa por {{company}} hasta las {{time}}. Todo lo que se hace aquí queda anotado en el registro del proveedor; la compra de créditos, la contraseña, la dirección de acceso y el cierre de la cuenta se rechazan.',
      stop: 'Terminar el acceso',
      stopping: 'Terminando…',
      stopFailed: 'No se ha podido terminar el acceso. Inténtelo de nuevo.',
    },
    start: {
      intro:
        'Indique el identificador del perfil del proveedor (el final de la dirección de su perfil público). Durante una hora como máximo verá su espacio como él; todo lo que haga quedará anotado en su registro.',
      provider: 'Identificador del perfil',
      providerHint: 'Por ejemplo: maison-rivage',
      submit: 'Actuar por este proveedor',
      submitting: 'Abriendo…',
      notAdmin:
        'Solo una cuenta del soporte puede actuar por un proveedor. Inicie sesión con su cuenta del soporte.',
      signIn: 'Iniciar sesión',
    },
    log: {
      open: 'Ver el registro',
      title: 'Accesos del soporte',
      intro:
        'Cada vez que nuestro equipo actúa en su cuenta, queda anotado aquí: cuándo entró, qué cambió y cuándo salió.',
      empty: 'El soporte nunca ha accedido a su cuenta.',
      loading: 'Cargando el registro…',
      loadFailed: 'No se ha podido cargar el registro.',
      started: 'El {{date}}, {{admin}} (soporte) consultó su cuenta, hasta las {{until}} como máximo.',
      changed: 'El {{date}}, {{admin}} (soporte) modificó su cuenta: {{action}}.',
      notDone: 'El {{date}}, {{admin}} (soporte) intentó un cambio que no se llevó a cabo: {{action}}.',
      refused:
        'El {{date}}, {{admin}} (soporte) intentó una acción reservada al titular de la cuenta, rechazada: {{action}}.',
      stopped: 'El {{date}}, {{admin}} (soporte) salió de su cuenta.',
      revoked: 'El {{date}}, el acceso de {{admin}} terminó: su cuenta del soporte fue retirada.',
      more: 'Mostrar entradas anteriores',
    },
  },
} satisfies typeof french;
