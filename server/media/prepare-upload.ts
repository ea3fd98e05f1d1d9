import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { UploadRule } from '@shared/api/endpoint';
import type { ServerTranslationKey } from '../i18n/translate';

/** The longest side an original is kept at: twice the image route's largest variant leaves room for zooms. */
export const STORED_MAX_SIDE = 4000;
/**
 * libjpeg-turbo's own encoder: mozjpeg's would save a sixth of the bytes for six times the time (3.6 s against
 * 0.6 s for a 12-megapixel photo here), and the image route re-encodes every variant a page shows anyway.
 */
const JPEG_QUALITY = 85;
const WEBP_QUALITY = 90;

/** A refused file: the status and the message naming the limit it broke, with the file's name. */
export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    readonly text: ServerTranslationKey,
    readonly values: Record<string, string | number>,
  ) {
    super(`${text} ${JSON.stringify(values)}`);
    this.name = 'UploadRefusedError';
  }
}

/** An image ready to store: its bytes re-encoded, its new key's file name and its size. */
export interface PreparedImage {
  data: Buffer;
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

/** A name fit to quote in a message: the client's, bounded and without control characters. */
export function displayName(filename: string | undefined): string {
  const clean = (filename ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean || '?';
}

/**
 * The file's bytes, read as they stream, refused (413) as soon as they pass the limit: a 60 MB file costs
 * the limit's worth of memory at most, and the rest of it is left unread (the stream is destroyed).
 */
export async function readBounded(stream: Readable, rule: UploadRule, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rule.maxFileBytes) {
      stream.destroy();
      throw tooLarge(rule, name);
    }
    chunks.push(chunk);
  }
  // @fastify/multipart cuts a file at its own `fileSize` limit and marks it truncated.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(rule, name);
  return Buffer.concat(chunks, size);
}

export function tooLarge(rule: UploadRule, name: string): UploadRefusedError {
  return new UploadRefusedError(413, 'server.uploadTooLarge', {
    name,
    limit: Math.round(rule.maxFileBytes / 1024 / 1024),
  });
}

const ALLOWED_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/**
 * Checks a file and turns it into what is stored: its type from its first bytes (never its name or the type
 * the client declared), its pixels from its header before anything is decoded (a decompression bomb is
 * refused here for the price of reading a few bytes), then decoded within that same bound, turned upright
 * from its EXIF orientation, shrunk to STORED_MAX_SIDE and re-encoded without any of its metadata (GPS,
 * camera, dates): sharp keeps none unless asked. JPEG unless the image has transparency (WebP then).
 */
export async function prepareUpload(bytes: Buffer, rule: UploadRule, name: string): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !rule.mediaTypes.includes(type.mime)) {
    throw new UploadRefusedError(415, 'server.uploadTypeRefused', {
      name,
      allowed: rule.mediaTypes.map((mime) => ALLOWED_NAMES[mime] ?? mime).join(', '),
    });
  }
  const unreadable = () => new UploadRefusedError(422, 'server.uploadUnreadable', { name });
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width = 0, height = 0 } = header;
  if (width * height > rule.maxPixels) {
    throw new UploadRefusedError(422, 'server.uploadTooManyPixels', {
      name,
      limit: Math.round(rule.maxPixels / 1_000_000),
    });
  }
  if (width === 0 || height === 0) throw unreadable();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: rule.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const output = header.hasAlpha
      ? await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true })
      : await pipeline.jpeg({ quality: JPEG_QUALITY }).toBuffer({ resolveWithObject: true });
    return {
      data: output.data,
      extension: header.hasAlpha ? 'webp' : 'jpg',
      width: output.info.width,
      height: output.info.height,
    };
  } catch {
    throw unreadable();
  }
}

/** A new key for an upload of `providerId`'s: never reused, so the image route may cache it forever. */
export function uploadKey(providerId: number, extension: PreparedImage['extension']): string {
  return `providers/${providerId}/${randomUUID()}.${extension}`;
}

/** Whether `key` is one of the provider's uploads (a seeded placeholder, shared by many, is not). */
export function isUploadOf(providerId: number, key: string): boolean {
  return key.startsWith(`providers/${providerId}/`);
}
