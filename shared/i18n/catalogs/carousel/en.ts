import type french from './fr';

export default {
  carousel: {
    label: 'Photo gallery',
    thumbnails: 'Thumbnails',
    prev: 'Previous photo',
    next: 'Next photo',
    first: 'Go to the first photo',
    last: 'Go to the last photo',
    slideX: 'Show photo %s',
    slideLabel: '%s of %s',
    slide: 'photo',
    select: 'Choose the photo to show',
  },
} satisfies typeof french;
