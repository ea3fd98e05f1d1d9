import type { FastifyRequest } from 'fastify';
import type { UploadRule } from '@shared/api/endpoint';
import { HttpError } from '@server/http/http-error';
import type { ImageService } from '@server/media/image-service';
import {
  displayName,
  isUploadOf,
  prepareUpload,
  readBounded,
  uploadKey,
  UploadRefusedError,
  type PreparedImage,
} from '@server/media/prepare-upload';
import { RenderQueueFullError, RenderShareExceededError } from '@server/media/render-queue';

/*
 * The back-office's one upload pipeline, shared by every resource that takes photos (the gallery, the
 * portfolios): read the files as they stream, prepare each (server/media/prepare-upload.ts), store them, and
 * remove a file once no row names it.
 */

/** A prepared image once stored: the key its row names, and its size for the pages' layout. */
export interface StoredUpload {
  key: string;
  width: number;
  height: number;
}

const PIXELS_PER_BYTE = 4;
/** Seconds a client is told to wait when the renders' line is full (as the image route says). */
const RETRY_LATER = { 'retry-after': '5' };

/** How many text fields a form may add beside its files (none is read): bounded like everything else. */
const MAX_FIELDS = 10;

function codeOf(error: unknown): string | undefined {
  return (error as { code?: unknown }).code === undefined
    ? undefined
    : String((error as { code?: unknown }).code);
}

/**
 * Reads every file of a multipart request under `rule`, one after the other as they stream, and prepares each
 * (prepareUpload): nothing is stored until every file has passed, so a refused one (its message naming the
 * limit it broke) leaves no object and no row behind. Parts under another field are read past, unkept.
 */
export async function receiveUploads(
  request: FastifyRequest,
  rule: UploadRule,
  images: ImageService,
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  try {
    const parts = request.parts({
      limits: {
        // One byte past the limit, so that our own count sees the file pass it and names it.
        fileSize: rule.maxFileBytes + 1,
        files: rule.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: 1024,
        parts: rule.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== rule.field) {
        part.file.resume();
        continue;
      }
      const name = displayName(part.filename);
      const bytes = await readBounded(part.file, rule, name);
      // A compressed photo holds about four pixels a byte: the queue's cost, before its header is read.
      const cost = bytes.length * PIXELS_PER_BYTE;
      prepared.push(await images.prepare(request.clientKey, cost, () => prepareUpload(bytes, rule, name)));
    }
  } catch (error) {
    if (error instanceof RenderQueueFullError) throw new HttpError(503, 'server.imagesBusy', {}, RETRY_LATER);
    if (error instanceof RenderShareExceededError) {
      throw new HttpError(429, 'server.tooManyRequests', {}, RETRY_LATER);
    }
    if (error instanceof UploadRefusedError) {
      throw new HttpError(error.statusCode, error.text, error.values);
    }
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'server.uploadTooManyFiles', { limit: rule.maxFiles });
    }
    if (code?.startsWith('FST_')) throw new HttpError(400, 'server.uploadNoFile');
    throw error;
  }
  if (prepared.length === 0) throw new HttpError(400, 'server.uploadNoFile');
  return prepared;
}

/**
 * Stores prepared images under new keys, then runs `record` (the rows that name them). Should the rows fail,
 * the objects just stored are removed: an object no row names is never left behind by a refused write.
 */
export async function storeUploads<T>(
  images: ImageService,
  providerId: number,
  prepared: readonly PreparedImage[],
  record: (stored: StoredUpload[]) => Promise<T>,
): Promise<T> {
  const stored = prepared.map((image) => ({
    key: uploadKey(providerId, image.extension),
    width: image.width,
    height: image.height,
    data: image.data,
  }));
  try {
    await Promise.all(stored.map(({ key, data }) => images.put(key, data)));
    return await record(stored.map(({ key, width, height }) => ({ key, width, height })));
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => images.delete(key)));
    throw error;
  }
}

/** Removes the file of one of the provider's uploads once no row names it (a seeded placeholder stays). */
export async function forgetUpload(
  images: ImageService,
  providerId: number,
  key: string | null,
): Promise<void> {
  if (key && isUploadOf(providerId, key)) await images.delete(key);
}
