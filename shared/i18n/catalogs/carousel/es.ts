import type french from './fr';

export default {
  carousel: {
    label: 'Galería de fotos',
    thumbnails: 'Miniaturas',
    prev: 'Foto anterior',
    next: 'Foto siguiente',
    first: 'Ir a la primera foto',
    last: 'Ir a la última foto',
    slideX: 'Mostrar la foto %s',
    slideLabel: '%s de %s',
    slide: 'foto',
    select: 'Elige la foto que quieres ver',
  },
} satisfies typeof french;
