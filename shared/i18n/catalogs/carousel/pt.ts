import type french from './fr';

export default {
  carousel: {
    label: 'Galeria de fotos',
    thumbnails: 'Miniaturas',
    prev: 'Foto anterior',
    next: 'Foto seguinte',
    first: 'Ir para a primeira foto',
    last: 'Ir para a última foto',
    slideX: 'Mostrar a foto %s',
    slideLabel: '%s de %s',
    slide: 'foto',
    select: 'Escolha a foto a mostrar',
  },
} satisfies typeof french;
