import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { ASSETS_PREFIX } from '@shared/api/asset-url';
import { IMAGE_ROUTE_PREFIX } from '@shared/api/image-url';

/**
 * Smaller answers go as they are: under about a kilobyte the answer fits in one TCP packet either way, and
 * compressing it would only cost CPU (and a few bytes of gzip header).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed on the fly, a trade between CPU per answer and bytes. Measured on the
 * 60 kB listing page (CPU time, this 2-core machine under load): gzip's default level gives 7.0 kB in about
 * 0.9 ms; brotli 4 gives 6.7 kB in about the same time; 5 gives 6.3 kB for a third more; 11 (zlib's default)
 * gives 5.7 kB in about 90 ms, a hundred times as long: more time than the bytes it saves take to travel on
 * any network. 1 gives 7.5 kB in about 0.15 ms, should the listing's throughput need it. The built assets,
 * compressed once at build time, use 11.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Answers up to this size are compressed in one call on the event loop rather than through a zlib stream:
 * a stream's setup and its round trips through libuv's thread pool cost several times the compression itself
 * (the 75 kB listing: 0.8 ms in one call, about 7 ms of CPU through a stream). The biggest page we render is
 * far below, and at brotli 4 this size takes a few milliseconds at most.
 */
const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/** What we serve that compresses well: pages, JSON, texts, scripts, styles, SVG, XML (sitemaps). */
const COMPRESSIBLE_TYPE =
  /^(?:text\/[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|(?:application|text)\/javascript|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * Answers served as they are stored, never compressed per request: the built assets (precompressed at build
 * time, chosen by the assets route) and the providers' images (AVIF, WebP, JPEG: already compressed).
 */
const SERVED_AS_STORED = [ASSETS_PREFIX, IMAGE_ROUTE_PREFIX];

/**
 * The compressed copies of answers served again and again as the same Buffer (see `compressOnce`), by
 * encoding. Held weakly: a copy lives exactly as long as the answer it was made from.
 */
const keptCopies = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * Marks `answer`, a Buffer that will be sent again as it is (a cached page), to be compressed once per encoding
 * rather than per request: its first brotli (or gzip) answer is kept and sent to the next clients asking for it.
 */
export function compressOnce(answer: Buffer): Buffer {
  if (!keptCopies.has(answer)) keptCopies.set(answer, new Map());
  return answer;
}

/** `compress`, answering a marked answer's kept copy (made on first need) instead of compressing it again. */
function reusingKeptCopies<Options>(
  encoding: string,
  compress: (payload: Buffer, options?: Options) => Buffer,
): (payload: Buffer, options?: Options) => Buffer {
  return (payload, options) => {
    const copies = keptCopies.get(payload);
    if (!copies) return compress(payload, options);
    const kept = copies.get(encoding) ?? compress(payload, options);
    copies.set(encoding, kept);
    return kept;
  };
}

/**
 * `value` with `Accept-Encoding` among its field names, each name once (case-insensitive): the pages' own
 * `Cookie, Accept-Language` stay. `*` already covers every field.
 */
export function varyWithEncoding(value: string | string[] | number | undefined): string {
  const names = [value ?? []]
    .flat()
    .flatMap((part) => String(part).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return '*';
  const unique = new Map(names.map((name) => [name.toLowerCase(), name]));
  unique.set('accept-encoding', 'Accept-Encoding');
  return [...unique.values()].join(', ');
}

/**
 * The content types and `Vary` values already seen, with what they give: both come from our own routes (a
 * handful of each), so an answer costs a lookup rather than a regular expression and a parse. Bounded all the
 * same, since a route could one day echo a value a client chose.
 */
const SEEN_LIMIT = 256;
const compressibleTypes = new Map<string, boolean>();
const varyValues = new Map<string, string>();

function remembered<Value>(seen: Map<string, Value>, key: string, work: (key: string) => Value): Value {
  const known = seen.get(key);
  if (known !== undefined) return known;
  const value = work(key);
  if (seen.size < SEEN_LIMIT) seen.set(key, value);
  return value;
}

/**
 * A compressible answer varies with `Accept-Encoding` whether it went compressed or not (it was too small,
 * or the client did not ask), so that no cache hands a compressed answer to a client that cannot read it.
 * Runs after the compression's own hook, whose header it rewrites once.
 */
const varyCompressible: onSendHookHandler = (_request, reply, payload, done) => {
  const type = reply.getHeader('content-type');
  if (
    reply.hasHeader('content-encoding') ||
    (typeof type === 'string' && remembered(compressibleTypes, type, isCompressibleType))
  ) {
    const vary = reply.getHeader('vary');
    reply.header(
      'vary',
      typeof vary === 'string' ? remembered(varyValues, vary, varyWithEncoding) : varyWithEncoding(vary),
    );
  }
  done(null, payload);
};

/**
 * Answers compressed on the fly (@fastify/compress): brotli when the client accepts it, else gzip, else none,
 * above a size threshold, for the compressible types. Register before any route: the plugin, and the rules
 * here, attach themselves to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (SERVED_AS_STORED.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    // The plugin calls these for the answers it compresses in one call (all of ours but streams).
    zlib: {
      brotliCompressSync: reusingKeptCopies<BrotliOptions>('br', brotliCompressSync),
      gzipSync: reusingKeptCopies<ZlibOptions>('gzip', gzipSync),
    },
    // Compression only: no endpoint reads a compressed request body.
    globalDecompression: false,
  });
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), varyCompressible];
  });
}
