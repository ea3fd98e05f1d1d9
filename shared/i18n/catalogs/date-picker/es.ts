import type french from './fr';

export default {
  datePicker: {
    label: 'Fecha',
    required: 'Elige una fecha.',
    unavailable: 'Esta fecha no está disponible.',
    unreadable: 'Fecha no reconocida: escríbala como 12/06/2027 o 12 de junio de 2027.',
    month: 'Mes',
    year: 'Año',
  },
} satisfies typeof french;
