import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Endpoint } from '@shared/api/endpoint';
import { hostHeaderOf } from './call-endpoint';

/** One file of a multipart request: its form field, the name and type the client claims, its bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer | Readable;
}

const CRLF = '\r\n';

/**
 * A `multipart/form-data` body as a browser sends it, streamed: a file given as a stream (a 60 MB one) is
 * never held whole in the test's memory either.
 */
export function multipartBody(files: readonly UploadedFile[]) {
  const boundary = `----pp${randomBytes(12).toString('hex')}`;
  async function* parts() {
    for (const { field, filename, type, data } of files) {
      yield Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"; filename="${filename}"${CRLF}` +
          `Content-Type: ${type}${CRLF}${CRLF}`,
      );
      if (Buffer.isBuffer(data)) yield data;
      else for await (const chunk of data) yield chunk as Buffer;
      yield Buffer.from(CRLF);
    }
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }
  return {
    payload: Readable.from(parts()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts files to an upload endpoint of the contract, on its host, as `as` (its path's `:name` from `params`). */
export async function uploadFiles(
  app: FastifyInstance,
  endpoint: Endpoint,
  files: readonly UploadedFile[],
  as?: { headers: { authorization: string } },
  params: Readonly<Record<string, string | number>> = {},
) {
  const { payload, headers } = multipartBody(files);
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))),
    payload,
    headers: { ...hostHeaderOf(endpoint), ...as?.headers, ...headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A photo as a phone takes it: a JPEG held sideways (EXIF orientation 6), with its position (GPS). */
export async function phonePhoto({ width = 120, height = 80 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b8860b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 45/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 50/1 0/1',
      },
    })
    .toBuffer();
}

export async function plainPng({ width = 40, height = 40, alpha = false } = {}): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 20, g: 90, b: 160, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb's header: a valid PNG that says it is `side` × `side` pixels, with one row of data. A
 * few hundred bytes, that a decoder would turn into gigabytes.
 */
export function hugePngHeader(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + side * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `bytes` of a JPEG's look (its magic number first) that never end: a file far past any upload limit. */
export function endlessJpeg(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.push(null);
        return;
      }
      const next = sent === 0 ? Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), chunk]) : chunk;
      sent += next.length;
      this.push(next);
    },
  });
}
