import { isValidImageKey } from './image-key';
import type { ImageStorage } from './image-storage';
import { RenderQueue } from './render-queue';
import { renderVariant, type RenderVariant } from './render-variant';
import { SingleFlight } from './single-flight';
import type { VariantCache } from './variant-cache';
import { variantName, type VariantOptions } from './variant-options';

export interface ImageServiceOptions {
  storage: ImageStorage;
  cache: VariantCache;
  /**
   * How many sharp pipelines may run at once. sharp works on libuv's thread pool (4 threads by default), which
   * file reads share: a burst of slow AVIF encodes holding every thread would make cache hits and static files
   * wait behind them. Two leaves half the pool free; further renders queue (clients in turn).
   */
  maxConcurrentRenders?: number;
  /**
   * Renders allowed to wait for a slot, all clients together; past them a request is refused (503) rather
   * than queued. One client may keep a quarter of them waiting and run half the slots (see RenderQueue).
   */
  maxWaitingRenders?: number;
  /** The pipeline, replaceable so that tests can count its runs or hold them. */
  render?: RenderVariant;
}

/** What an original is assumed to measure when a variant keeps its size (the seed's are 800 px square). */
const ASSUMED_ORIGINAL_SIDE = 800;
/** AVIF encodes cost about twenty times what WebP or JPEG do on this kind of machine (docs/toolchain.md#avif-costs-about-twenty-times-webp). */
const AVIF_COST_FACTOR = 20;

/** A render's cost for the queue's ordering: the pixels it writes, weighted by its encoder. */
export function renderCost({ width, height, format }: VariantOptions): number {
  const pixels = (width ?? height ?? ASSUMED_ORIGINAL_SIDE) * (height ?? width ?? ASSUMED_ORIGINAL_SIDE);
  return pixels * (format === 'avif' ? AVIF_COST_FACTOR : 1);
}

/**
 * Stored originals turned into cached variants. Only originals that exist are served: a request never writes
 * to the storage, and the variants it can cause are the fixed sizes and qualities of the route.
 */
export class ImageService {
  private readonly storage: ImageStorage;
  private readonly cache: VariantCache;
  private readonly render: RenderVariant;
  private readonly renders: RenderQueue;
  private readonly variantsInFlight = new SingleFlight<Buffer | null>();

  constructor({
    storage,
    cache,
    maxConcurrentRenders = 2,
    maxWaitingRenders = 64,
    render = renderVariant,
  }: ImageServiceOptions) {
    this.storage = storage;
    this.cache = cache;
    this.render = render;
    this.renders = new RenderQueue(maxConcurrentRenders, maxWaitingRenders);
  }

  /**
   * The variant's bytes, null when there is no original under `key` (or `key` is not a valid key). Each variant
   * is rendered once: later calls read the cache, and calls made while it renders wait for that same render,
   * which counts in the share of the client that asked first (`client`: the key clients are counted by).
   * Throws RenderQueueFullError when too many renders are already waiting, RenderShareExceededError when
   * this client already has its share of them.
   */
  async variant(key: string, options: VariantOptions, client: string): Promise<Buffer | null> {
    if (!isValidImageKey(key)) return null;
    const name = variantName(options);
    return this.variantsInFlight.run(`${key}\n${name}`, async () => {
      const cached = await this.cache.get(key, name);
      if (cached) return cached;
      const original = await this.storage.get(key);
      if (!original) return null;
      const rendered = await this.renders.run(client, renderCost(options), () =>
        this.render(original, options),
      );
      await this.cache.put(key, name, rendered);
      return rendered;
    });
  }

  /**
   * Stores a new original (an upload). Its key is new, so no cached variant of it can be stale; the key's
   * rules are the storage's.
   */
  async put(key: string, data: Buffer): Promise<void> {
    await this.storage.put(key, data);
  }

  /**
   * Runs an upload's decoding and encoding (`task`) in the renders' slots: both are sharp's work on libuv's
   * pool, so a burst of uploads waits its turn, a client's one at a time, instead of starving the image
   * route or holding several 50-megapixel images in memory at once. Throws as `variant` does when too many
   * wait. `cost` is in the renders' unit, pixels.
   */
  async prepare<T>(client: string, cost: number, task: () => Promise<T>): Promise<T> {
    return this.renders.run(client, cost, task);
  }

  /** Removes the original and every cached variant of it. */
  async delete(key: string): Promise<void> {
    await this.storage.delete(key);
    await this.cache.forget(key);
  }
}
