import sharp from 'sharp';

/** For tests: a JPEG of the given size with a diagonal gradient, so that a crop or a resize shows. */
export function sampleJpeg(width: number, height: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e8a"/>' +
    '<stop offset="1" stop-color="#38c"/></linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** For tests: the format an answer's first bytes announce, whatever its Content-Type says. */
export function formatOf(bytes: Buffer): 'avif' | 'webp' | 'jpeg' | 'unknown' {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && bytes.toString('latin1', 8, 12) === 'avif') return 'avif';
  return 'unknown';
}
