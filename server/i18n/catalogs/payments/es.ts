import type { PaymentsTexts } from './fr';

export const es: PaymentsTexts = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} créditos',
    sandbox: {
      title: 'Pago (sandbox)',
      lead: 'Página de prueba: no se mueve dinero. Hace lo que haría la página de pago de un banco.',
      order: 'Pedido',
      amount: 'Importe, IVA incluido',
      pay: 'Pagar',
      payLater: 'Pagar por domiciliación (confirmado más tarde)',
      settle: 'Confirmar la domiciliación',
      fail: 'Hacer fallar el pago',
      abandon: 'Abandonar',
      confirmsLater: 'La domiciliación espera la confirmación del banco.',
      closed: 'Este pago ha terminado.',
    },
    success: {
      title: 'Su pago',
      paid: 'Pago recibido: se han añadido {{credits}} créditos a su saldo.',
      pending: 'Su pago se está confirmando: sus créditos llegarán en cuanto tengamos la confirmación.',
      confirmsLater:
        'Su pago está pendiente: el banco confirma este medio de pago más tarde, y sus créditos llegarán entonces.',
      failed: 'El pago ha fallado: no se ha añadido ningún crédito ni se ha cobrado nada.',
      expired: 'El pago se ha abandonado: no se ha añadido ningún crédito ni se ha cobrado nada.',
      unknown: 'No encontramos este pago.',
      refresh: 'Comprobar de nuevo',
      toCredits: 'Ver mis créditos',
      receipt: 'Ver el recibo',
    },
    premium: {
      plan: 'Premium, mensual',
      sandbox: {
        title: 'Suscripción (sandbox)',
        lead: 'Página de prueba: no circula dinero. Hace lo que haría la página de suscripción de un banco.',
        price: 'Precio al mes, IVA incluido',
        subscribe: 'Suscribirse',
        fail: 'Hacer fallar el pago',
        abandon: 'Abandonar',
        declined: 'El pago fue rechazado: no se cobró nada. Inténtalo de nuevo o abandona.',
      },
      billing: {
        title: 'Gestionar mi suscripción (sandbox)',
        renews: 'Se renueva el {{date}}',
        ends: 'Termina el {{date}}',
        cancelAtPeriodEnd: 'Cancelar al final del periodo',
        resume: 'Reanudar la suscripción',
        cancelNow: 'Cancelar ahora',
        closed: 'Esta suscripción ha terminado.',
      },
      success: {
        title: 'Tu suscripción Premium',
        active: 'Eres Premium hasta el {{date}}.',
        pending: 'Tu suscripción se está confirmando: Premium llegará en cuanto tengamos la confirmación.',
        ended: 'Esta suscripción ha terminado.',
        unknown: 'Todavía no encontramos esta suscripción.',
        refresh: 'Comprobar de nuevo',
        toPremium: 'Ver mi suscripción',
      },
      canceled: { title: 'Sin suscripción', message: 'No te has suscrito: no se cobró nada.' },
      updated: {
        title: 'Tu suscripción',
        message: 'Tus cambios se aplican en cuanto el servicio de pago nos los confirma.',
      },
    },
  },
};
