import type { TermsOfSaleText } from '../terms-of-sale-text';

export const es: TermsOfSaleText = {
  title: 'Condiciones generales de venta',
  description:
    'Las normas de uso de la plataforma para las parejas y los wedding planners, y las condiciones de venta de la suscripción Premium y los créditos.',
  contents: 'Índice',
  inForce: 'Versión vigente desde el {date}',
  sections: {
    operator: {
      heading: 'Titular de la plataforma y contacto',
      paragraphs: [
        'La plataforma (el sitio público de cada país, el sitio de proyectos de las parejas y el área de proveedores) es publicada y explotada por la sociedad indicada en el aviso legal del sitio, que recoge su denominación, forma jurídica, domicilio social, datos de inscripción registral, NIF y el responsable de la publicación. En adelante se la denomina «el titular».',
        'Para cualquier pregunta sobre estas condiciones, una cuenta, una solicitud o una factura, cualquier persona puede escribir al servicio de atención al cliente desde su cuenta o a la dirección del domicilio social del titular. El servicio de atención al cliente responde lo antes posible.',
      ],
    },
    definitions: {
      heading: 'Definiciones',
      paragraphs: [
        '«Plataforma»: los sitios y servicios descritos arriba, en cualquier dispositivo.',
        '«Pareja» o «usuario»: toda persona que prepara una boda u otro evento y utiliza la plataforma para encontrar un proveedor.',
        '«Proveedor»: el profesional de la organización de eventos (wedding planner) que presenta su actividad en la plataforma.',
        '«Proyecto»: la descripción de un evento creada por una pareja (tipo de evento, fecha, lugar, presupuesto, mensaje). «Solicitud»: el envío de un proyecto a un proveedor.',
        '«Suscripción Premium» y «créditos»: las ofertas de pago reservadas a los proveedores, descritas más abajo.',
      ],
    },
    purpose: {
      heading: 'Objeto y aceptación',
      paragraphs: [
        'Estas condiciones fijan las reglas de uso de la plataforma, que pone en contacto a las parejas con los proveedores, y las condiciones de venta de las ofertas de pago propuestas a los proveedores.',
        'La pareja las acepta marcando la casilla prevista al crear su perfil; el proveedor, al registrarse y con cada pedido. Consultar los sitios públicos no requiere cuenta, pero las reglas sobre contenidos, responsabilidad y propiedad intelectual se aplican a todo visitante.',
        'Son aplicables las condiciones publicadas en esta página el día del uso o del pedido; pueden guardarse e imprimirse.',
      ],
    },
    accounts: {
      heading: 'Cuenta y verificación del número de teléfono',
      paragraphs: [
        'Una cuenta está vinculada a un número de móvil, verificado con un código de seis cifras enviado por SMS. El código es personal, válido durante unos minutos y no debe comunicarse a nadie: el titular nunca lo pide por teléfono ni por correo electrónico.',
        'El usuario facilita información exacta, actualizada y que le concierne (apellidos, nombre, dirección de correo electrónico, ciudad). Los apellidos y el nombre ya no pueden modificarse una vez creada la cuenta; para corregirlos, el usuario se dirige al servicio de atención al cliente.',
        'Cada uno es responsable del uso de su cuenta y de su teléfono, y avisa sin demora al servicio de atención al cliente en caso de pérdida del teléfono o de uso fraudulento. El titular puede suspender una cuenta cuyos datos sean manifiestamente falsos o que incumpla estas condiciones, tras informar a su titular, salvo urgencia.',
        'La cuenta puede eliminarse en cualquier momento, desde sus ajustes o mediante una simple solicitud al servicio de atención al cliente.',
      ],
    },
    couples: {
      heading: 'El servicio para las parejas',
      paragraphs: [
        'La plataforma es gratuita para las parejas: consultar el directorio, crear un proyecto, enviar solicitudes y recibir respuestas no cuesta nada, y no se pide ningún medio de pago.',
        'La pareja elige los proveedores a los que envía su proyecto; la plataforma puede sugerirle otros proveedores adecuados para ese proyecto. Un proyecto solo se transmite a los proveedores que la pareja contacta. Para evitar abusos, el número de solicitudes enviadas al día es limitado.',
        'En el directorio, los proveedores se ordenan del más cercano al más lejano cuando se busca una ciudad; si no, aparecen primero los miembros Premium y después los proveedores activos más recientemente. Un miembro Premium se señala como tal.',
        'La plataforma es un intermediario: no es parte del contrato que la pareja pueda celebrar con un proveedor, que fija libremente sus precios, servicios y condiciones. Los precios indicados en los sitios (organización completa desde 4.000 €, organización parcial desde 2.000 €, coordinación del día de la boda desde 1.500 €) son órdenes de magnitud que no obligan ni al titular ni a los proveedores.',
      ],
    },
    planners: {
      heading: 'Ofertas de pago para los proveedores',
      paragraphs: [
        'El registro como proveedor y la presentación del perfil en el directorio son gratuitos. Las ofertas de pago están reservadas a profesionales que actúan en el marco de su actividad: la suscripción Premium, que destaca el perfil y da acceso a funciones adicionales, y los créditos, que desbloquean las solicitudes recibidas.',
        'Precios: los precios de la suscripción Premium y de los créditos son los que se muestran en el área de proveedores en el momento del pedido, en euros, sin impuestos e impuestos incluidos. El precio de una suscripción en curso no cambia antes de su renovación; un nuevo precio solo se aplica a una renovación anunciada con al menos treinta días de antelación, y el proveedor puede cancelar mientras tanto.',
        'Duración, renovación y cancelación: la suscripción Premium se contrata por un mes y se renueva automáticamente por el mismo periodo. El proveedor puede cancelarla en cualquier momento desde su área; la cancelación surte efecto al final del periodo en curso, ya pagado, sin reembolso proporcional. El titular puede resolver una suscripción en caso de incumplimiento grave de estas condiciones, tras un requerimiento que siga sin efecto durante quince días.',
        'Créditos: los créditos son válidos durante doce meses desde su compra. Un crédito utilizado para desbloquear una solicitud no es reembolsable; los créditos no utilizados no se canjean ni se reembolsan, salvo si el titular cierra la cuenta sin culpa del proveedor.',
        'Pago: el pago se realiza en línea, con tarjeta, a través del proveedor de pagos del titular, que es el único que trata los datos de la tarjeta. La suscripción se paga al inicio de cada periodo y los créditos al hacer el pedido, y cada factura está disponible en el área de proveedores. Si falla el pago de una renovación, las ventajas Premium se suspenden hasta que se regularice.',
      ],
    },
    obligations: {
      heading: 'Obligaciones de los usuarios y contenidos prohibidos',
      paragraphs: [
        'Cada uno utiliza la plataforma de buena fe y conforme a la ley. Los proveedores publican información exacta sobre su empresa, sus servicios y sus precios, disponen de las autorizaciones que requiere su actividad y responden a las solicitudes con diligencia.',
        'Están prohibidos en particular: los contenidos falsos o engañosos, ilícitos, difamatorios, injuriosos, discriminatorios, violentos o de carácter sexual; los contenidos que vulneren derechos de terceros (imágenes, marcas, intimidad); la publicidad no solicitada y el contacto con los usuarios para fines distintos de su proyecto; la recogida automatizada de datos, la suplantación de identidad y la elusión de las medidas de seguridad o de los límites de envío.',
        'Cualquier contenido ilícito puede notificarse al servicio de atención al cliente, indicando dónde se encuentra y por qué se notifica. El titular examina cada notificación, puede retirar un contenido o suspender una cuenta, e informa a la persona afectada de su decisión y de sus motivos, que esta puede impugnar ante el servicio de atención al cliente.',
      ],
    },
    reviews: {
      heading: 'Opiniones y testimonios',
      paragraphs: [
        'Solo puede dejar una opinión sobre un proveedor una pareja que lo haya contactado a través de la plataforma, sobre un servicio realmente prestado; se publica con su fecha. El titular no paga ninguna opinión ni modifica su contenido.',
        'Antes de publicarla, el titular comprueba que la opinión procede de una cuenta que envió una solicitud a ese proveedor. Puede rechazar o retirar una opinión contraria a estas condiciones (contenido prohibido, conflicto de intereses, opinión sin relación con el servicio). El proveedor puede responder públicamente a una opinión y notificar una opinión que considere ilícita.',
        'Los testimonios que se muestran en los sitios se publican con el consentimiento de sus autores.',
      ],
    },
    liability: {
      heading: 'Responsabilidad',
      paragraphs: [
        'El titular adopta medidas razonables para garantizar el acceso a la plataforma y la seguridad de los datos, sin garantizar un servicio ininterrumpido: pueden producirse interrupciones por mantenimiento o en caso de avería.',
        'Cada proveedor es el único responsable de la información de su perfil y de los servicios que presta. El titular no garantiza ni la disponibilidad de un proveedor, ni la respuesta a una solicitud, ni la ejecución del contrato celebrado entre una pareja y un proveedor.',
        'Frente a un proveedor, la responsabilidad del titular se limita a los daños directos y previsibles, hasta el importe pagado por ese proveedor en los últimos doce meses. Estos límites no se aplican en caso de dolo o culpa grave, a los daños personales ni a los derechos que la ley garantiza a los consumidores.',
      ],
    },
    'intellectual-property': {
      heading: 'Propiedad intelectual',
      paragraphs: [
        'La plataforma, su estructura, sus textos, logotipos, bases de datos y programas están protegidos y pertenecen al titular o a quienes le han concedido su uso. Queda prohibida toda reproducción o extracción sustancial sin autorización por escrito.',
        'El proveedor garantiza que posee los derechos sobre los textos, fotos y vídeos que publica. Concede al titular, mientras esté presente en la plataforma, una licencia gratuita y no exclusiva para reproducirlos, adaptarlos al formato de las páginas y mostrarlos en la plataforma y en su promoción, en todos los países donde se ofrece.',
      ],
    },
    'personal-data': {
      heading: 'Datos personales',
      paragraphs: [
        'El titular trata los datos personales de los usuarios como responsable del tratamiento, conforme al Reglamento General de Protección de Datos (RGPD). El número de teléfono sirve para verificar la cuenta por SMS; los datos de un proyecto solo se transmiten a los proveedores que la pareja contacta, que los tratan después bajo su propia responsabilidad.',
        'Las finalidades, las bases jurídicas, los plazos de conservación, los destinatarios y los derechos de cada persona (acceso, rectificación, supresión, limitación, oposición, portabilidad, reclamación ante la autoridad de control) se describen en la política de privacidad de la plataforma. Estos derechos se ejercen ante el servicio de atención al cliente.',
      ],
    },
    withdrawal: {
      heading: 'Derecho de desistimiento',
      paragraphs: [
        'Los servicios ofrecidos a las parejas son gratuitos: no se les pide ningún pago, y pueden dejar de utilizarlos y eliminar su cuenta en cualquier momento.',
        'Las ofertas de pago están reservadas a profesionales, que no disfrutan del derecho de desistimiento de los consumidores, salvo cuando la ley que les es aplicable se lo reconozca. En ese caso se ejerce en los catorce días siguientes al pedido, mediante una declaración enviada al servicio de atención al cliente; el proveedor que pidió que la suscripción comenzara antes del final de ese plazo paga la parte del servicio ya prestada, y los créditos ya utilizados no se reembolsan.',
      ],
    },
    changes: {
      heading: 'Modificación de las condiciones',
      paragraphs: [
        'El titular puede modificar estas condiciones para seguir la evolución de la plataforma o de la ley. Los titulares de una cuenta son informados de cualquier cambio importante al menos treinta días antes de su entrada en vigor, por correo electrónico o en su área; el proveedor que lo rechace puede cancelar su suscripción sin coste antes de esa fecha.',
        'Un pedido se rige por las condiciones aceptadas al realizarlo, hasta la siguiente renovación.',
      ],
    },
    disputes: {
      heading: 'Ley aplicable, mediación y litigios',
      paragraphs: [
        'Estas condiciones se rigen por la ley del país donde el titular tiene su domicilio social. El consumidor conserva la protección de las disposiciones imperativas de la ley del país donde reside.',
        'En caso de dificultad, el usuario escribe primero al servicio de atención al cliente para buscar una solución amistosa. A falta de acuerdo en un plazo de dos meses, el consumidor puede acudir gratuitamente a la entidad de resolución alternativa de litigios de consumo a la que está adherido el titular, cuyos datos figuran en el aviso legal.',
        'A falta de solución amistosa, el litigio se somete a los tribunales competentes; el consumidor puede acudir al tribunal del lugar donde reside. Entre profesionales, son exclusivamente competentes los tribunales del domicilio social del titular.',
      ],
    },
    version: {
      heading: 'Versión y entrada en vigor',
      paragraphs: [
        'Esta versión de las condiciones generales está vigente desde el {date} y sustituye a las anteriores, que siguen disponibles previa solicitud al servicio de atención al cliente.',
      ],
    },
  },
};
