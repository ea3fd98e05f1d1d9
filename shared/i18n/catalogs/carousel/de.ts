import type french from './fr';

export default {
  carousel: {
    label: 'Fotogalerie',
    thumbnails: 'Miniaturansichten',
    prev: 'Vorheriges Foto',
    next: 'Nächstes Foto',
    first: 'Zum ersten Foto',
    last: 'Zum letzten Foto',
    slideX: 'Foto %s anzeigen',
    slideLabel: '%s von %s',
    slide: 'Foto',
    select: 'Wählen Sie das anzuzeigende Foto',
  },
} satisfies typeof french;
