import type french from './fr';

export default {
  carousel: {
    label: 'Galleria fotografica',
    thumbnails: 'Miniature',
    prev: 'Foto precedente',
    next: 'Foto successiva',
    first: 'Vai alla prima foto',
    last: "Vai all'ultima foto",
    slideX: 'Mostra la foto %s',
    slideLabel: '%s di %s',
    slide: 'foto',
    select: 'Scegli la foto da mostrare',
  },
} satisfies typeof french;
