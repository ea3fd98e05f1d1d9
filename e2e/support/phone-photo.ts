import sharp from 'sharp';

/** A phone's photo, made here: a colour of its own, held sideways, with a GPS position, as a file to pick. */
export async function phonePhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 30/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
