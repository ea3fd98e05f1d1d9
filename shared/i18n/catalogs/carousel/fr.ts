/**
 * The carousel (`<pp-carousel>`).
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  /** The carousel (`<pp-carousel>`), for Splide's accessibility texts: `%s` is a number. */
  carousel: {
    label: 'Galerie de photos',
    thumbnails: 'Miniatures',
    prev: 'Photo précédente',
    next: 'Photo suivante',
    first: 'Aller à la première photo',
    last: 'Aller à la dernière photo',
    slideX: 'Afficher la photo %s',
    slideLabel: '%s sur %s',
    slide: 'image',
    select: 'Choisissez la photo à afficher',
  },
};
