import type french from './fr';

export default {
  carousel: {
    label: 'Fotogalerij',
    thumbnails: 'Miniaturen',
    prev: 'Vorige foto',
    next: 'Volgende foto',
    first: 'Naar de eerste foto',
    last: 'Naar de laatste foto',
    slideX: 'Foto %s tonen',
    slideLabel: '%s van %s',
    slide: 'foto',
    select: 'Kies de foto die u wilt zien',
  },
} satisfies typeof french;
