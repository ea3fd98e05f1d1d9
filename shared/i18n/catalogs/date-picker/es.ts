import type french from './fr';

export default {
  datePicker: {
    label: 'Fecha',
    required: 'Elige una fecha.',
    unavailable: 'Esta fecha no está disponible.',
    month: 'Mes',
    year: 'Año',
  },
} satisfies typeof french;
