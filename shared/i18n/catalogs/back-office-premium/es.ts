import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Suscripción Premium',
    mark: 'Miembro Premium',
    intro:
      'Premium te coloca el primero en las listas del directorio y te hace subir en las sugerencias a las parejas. Una sola suscripción, mensual, cancelable cuando quieras.',
    heading: 'Tu suscripción',
    loading: 'Cargando tu suscripción…',
    loadFailed: 'No se pudo cargar tu suscripción.',
    renews: 'Eres Premium. La suscripción se renueva el {{date}}.',
    ends: 'Eres Premium hasta el {{date}}: la suscripción termina ese día.',
    pastDue: 'El último pago de tu suscripción falló: Premium queda suspendido hasta que se pague.',
    ended: 'Tu suscripción Premium ha terminado.',
    none: 'No eres Premium.',
    price: '{{price}} al mes',
    vatIncluded: 'IVA incluido',
    subscribe: 'Suscribirse',
    subscribing: 'Te llevamos al pago…',
    manage: 'Modificar o cancelar',
    managing: 'Te llevamos a la gestión de tu suscripción…',
  },
} satisfies typeof french;
