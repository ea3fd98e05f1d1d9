import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LoadResult } from './load-spec';
import { postBytes } from './post-bytes';

/** Where the bench uploads to: the profile photo's endpoint (each upload replaces and removes the last one). */
export interface UploadTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

/** A 12-megapixel photo (4000 × 3000) as a phone sends it: noisy enough to weigh what a real one does. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function percentile(sorted: readonly number[], rank: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(rank * sorted.length))] ?? Number.NaN;
}

/**
 * The time from sending a 12-megapixel photo to its stored answer (type read, header checked, decoded, turned
 * upright, re-encoded, written to the storage, its row committed), one upload at a time, `count` times after
 * one warm-up: reported as a load result of one connection, beside the throughput's rows.
 */
export async function measureUpload(
  target: UploadTarget,
  count: number,
): Promise<LoadResult & { photoBytes: number; answerBytes: number }> {
  const photo = await twelveMegapixelPhoto();
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo-12mp.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...target.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
  const upload = async () => {
    const started = performance.now();
    const answer = await postBytes(target.url, headers, body);
    if (answer.status !== 200) throw new Error(`${target.label}: ${answer.status} ${answer.body.toString()}`);
    return { ms: performance.now() - started, bytes: answer.body.byteLength };
  };
  const { bytes } = await upload();
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push((await upload()).ms);
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return {
    answered: count,
    failed: { non2xx: 0, errors: 0, timeouts: 0 },
    seconds: total / 1000,
    requestsPerSecond: (count * 1000) / total,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    photoBytes: photo.byteLength,
    answerBytes: bytes,
  };
}
